/** The element holding the toasts (app/providers.tsx): a manual popover in the top layer. */
export const TOAST_LAYER_ID = 'toast-layer';

/**
 * Puts the toasts on top of the top layer: the last element shown there is drawn above the
 * rest, so a modal opened after them would hide them behind its backdrop. Browsers without
 * popovers (and jsdom) keep the toasts where they are.
 */
export function raiseToasts() {
  const layer = document.getElementById(TOAST_LAYER_ID);
  if (!layer || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}
