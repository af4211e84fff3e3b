/** How long the window must stay one size before the slides are drawn again for it. */
export const RESIZE_SETTLE_MS = 150;

/**
 * Calls `onChange` once the window has settled at a new size, and when its pixel ratio changes (dragged
 * to another screen). Meanwhile the shown canvas is stretched by CSS (object-fit), then replaced by a
 * sharp one.
 */
export function watchViewport(onChange: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_SETTLE_MS);
  });
  const watchPixelRatio = () => {
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        onChange();
        watchPixelRatio();
      },
      { once: true },
    );
  };
  watchPixelRatio();
}

/** The CSS size of an element (the whole window when it fills it). */
export const boxOf = (element: HTMLElement) => ({
  width: element.clientWidth || document.documentElement.clientWidth,
  height: element.clientHeight || document.documentElement.clientHeight,
});

export function toggleFullscreen(): void {
  const request = document.fullscreenElement
    ? document.exitFullscreen()
    : document.documentElement.requestFullscreen({ navigationUI: 'hide' });
  request.catch((err: unknown) => console.warn('Full screen is not available here', err));
}
