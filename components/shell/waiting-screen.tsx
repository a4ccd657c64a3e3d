import type { ReactNode } from 'react';

/** Full-page waiting screen of the shell routes (sign-in, callback, registration, transit). */
export function WaitingScreen({
  message,
  slogan,
  children,
}: {
  message: string;
  slogan?: string;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-primary to-primary-hover text-white">
      <div
        aria-hidden
        className="h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-white"
      />
      <p className="mt-6 text-lg" role="status" data-testid="waiting-message">
        {message}
      </p>
      {slogan ? <p className="mt-3 text-sm tracking-[0.3em] text-white/80">{slogan}</p> : null}
      {children}
    </main>
  );
}
