'use client';

import { useSyncExternalStore } from 'react';
import { serverNow } from '@/lib/api/server-clock';

/*
 * One ticker per page that every countdown subscribes to: a timer only while something listens
 * and the page is visible, each tick at the server clock's next whole second.
 */
const listeners = new Set<() => void>();
let second = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

const read = () => Math.floor(serverNow() / 1000);

function tick() {
  timer = undefined;
  second = read();
  listeners.forEach((listener) => listener());
  schedule();
}

function schedule() {
  if (timer !== undefined || listeners.size === 0 || document.hidden) return;
  timer = setTimeout(tick, 1000 - (serverNow() % 1000) + 5);
}

function onVisibility() {
  if (document.hidden) {
    clearTimeout(timer);
    timer = undefined;
  } else tick();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) document.addEventListener('visibilitychange', onVisibility);
  listeners.add(listener);
  second = read();
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(timer);
    timer = undefined;
  };
}

const current = () => (listeners.size > 0 ? second : read());

/** The server's time in whole seconds, updated every second while the page is shown; null at build time. */
export function useServerSecond(): number | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/**
 * What `derive` makes of the server's time (in milliseconds), re-rendering only when that changes:
 * a page whose state moves a few times a day does not render every second. `atBuild` stands in
 * before the page runs.
 */
export function useServerDerived<T extends string | boolean | null>(
  derive: (now: number) => T,
  atBuild: T,
): T {
  return useSyncExternalStore(
    subscribe,
    () => derive(current() * 1000),
    () => atBuild,
  );
}
