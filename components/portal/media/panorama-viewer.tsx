'use client';

import '@photo-sphere-viewer/core/index.css';
import { useEffect, useRef, useState } from 'react';

type Props = { src: string; label: string; failedText: string; loadingText: string };

/**
 * A 360° view of an equirectangular picture: drag to look around, wheel or pinch to zoom, arrow
 * keys to turn, a full-screen button. Photo Sphere Viewer (WebGL through three.js) loads with
 * this page only.
 */
export function PanoramaViewer({ src, label, failedText, loadingText }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let viewer: { destroy(): void } | null = null;
    let cancelled = false;
    import('@photo-sphere-viewer/core')
      .then(({ Viewer }) => {
        if (cancelled || !container.current) return;
        const created = new Viewer({
          container: container.current,
          panorama: src,
          navbar: ['zoom', 'move', 'fullscreen'],
          keyboard: 'always',
          mousewheel: true,
          touchmoveTwoFingers: false,
          loadingTxt: loadingText,
          lang: {
            zoomIn: '放大',
            zoomOut: '缩小',
            zoom: '缩放',
            moveUp: '向上',
            moveDown: '向下',
            moveLeft: '向左',
            moveRight: '向右',
            fullscreen: '全屏',
            loadError: failedText,
          },
        });
        created.addEventListener('panorama-error', () => setFailed(true));
        viewer = created;
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [src, failedText, loadingText]);

  return (
    <div className="relative">
      <div
        ref={container}
        className="h-[60vh] min-h-[300px] w-full overflow-hidden rounded bg-ink md:h-[560px]"
        role="application"
        aria-label={label}
        tabIndex={0}
        data-testid="panorama"
      />
      {failed ? (
        <p
          role="alert"
          className="absolute inset-x-0 top-1/2 text-center text-white"
          data-testid="panorama-error"
        >
          {failedText}
        </p>
      ) : null}
    </div>
  );
}
