/**
 * Page scroll lock shared by overlays (mobile menu, chat). Counted, so two overlays opening
 * and closing in any order leave the page scrollable only when both are closed.
 */
let locks = 0;
const CLASS_NAME = 'scrollLocked';

export function lockScroll(): () => void {
  locks += 1;
  document.body.classList.add(CLASS_NAME);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.classList.remove(CLASS_NAME);
  };
}
