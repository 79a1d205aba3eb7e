/**
 * Where *Redirect* sends a link from the popup: the page as it would be shortened (the address the
 * background prepared, as the card shows it), not the tab's raw address. ./CurrentPage.tsx holds it
 * (from the popup's opening) and sets it here; a row's menu (./LinkMenuList.tsx) reads it.
 */
let target: string | null = null;

export const setPointTarget = (url: string | null) => void (target = url);
export const pointTarget = () => target;
