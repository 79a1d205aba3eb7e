/**
 * A browser window for the popup frames: a tab strip, the toolbar with the address and our icon,
 * the page at 1×, and the real popup under the icon. The window's own controls (the three dots)
 * stay at the physical left in every language, as the system draws them; only the browser's and
 * the page's contents follow the language's direction.
 */
import { escape, FONT, MARK, png, type Theme } from './brand';

const WINDOW = {
  light: { strip: '#dee1e6', tab: '#ffffff', field: '#f1f3f4', text: '#1f1f1f', muted: '#5f6368', tool: '#d3e3fd' },
  dark: { strip: '#202124', tab: '#35363a', field: '#202124', text: '#e8eaed', muted: '#9aa0a6', tool: '#394457' },
};
const DOTS = ['#ff5f57', '#febc2e', '#28c840'];
/** The window's top in the frame, the tab strip's and the toolbar's heights. */
const TOP = 196;
const STRIP = 40;
const BAR = 48;
/** The window's width in the frame (64 px in from each side), so the page is laid out to it: nothing cut at its edge. */
export const PAGE_WIDTH = 1280 - 2 * 64;

export function windowStage(s: {
  page: Uint8Array;
  popup: Uint8Array;
  popupWidth: number;
  theme: Theme;
  address: string;
  tabTitle: string;
  zoom: number;
}) {
  const c = WINDOW[s.theme];
  return `<style>
    .window { position: absolute; top: ${TOP}px; inset-inline: ${(1280 - PAGE_WIDTH) / 2}px; height: 700px; border-radius: 12px; overflow: hidden;
      background: ${c.strip}; box-shadow: 0 24px 60px rgb(3 20 60 / 0.45); font: 14px ${FONT}; }
    .strip { height: ${STRIP}px; position: relative; padding-inline: 96px 16px; display: flex; align-items: flex-end; }
    .dots { position: absolute; left: 16px; top: 14px; display: flex; gap: 8px; direction: ltr; }
    .dots i { width: 12px; height: 12px; border-radius: 50%; }
    .tab { width: 250px; height: 32px; border-radius: 10px 10px 0 0; background: ${c.tab}; color: ${c.text};
      display: flex; align-items: center; gap: 8px; padding-inline: 14px; white-space: nowrap; overflow: hidden; }
    .tab i { flex: none; width: 14px; height: 14px; border-radius: 3px; background: #b5651d; }
    .bar { height: ${BAR}px; background: ${c.tab}; display: flex; align-items: center; gap: 14px; padding: 0 16px; color: ${c.muted}; font-size: 15px; }
    .address { flex: 1; height: 32px; border-radius: 16px; background: ${c.field}; padding: 6px 16px; direction: ltr; text-align: start; }
    .tool { width: 34px; height: 34px; border-radius: 50%; background: ${c.tool}; display: grid; place-items: center; }
    .tool img { width: 22px; height: 22px; }
    .page { position: absolute; inset-inline-start: 0; top: ${STRIP + BAR}px; width: ${PAGE_WIDTH}px; }
    .popup { position: absolute; top: ${TOP + STRIP + BAR + 4}px; inset-inline-end: 76px; width: ${s.popupWidth * s.zoom}px; border-radius: 12px;
      box-shadow: 0 18px 48px rgb(0 0 0 / 0.45), 0 0 0 1px rgb(0 0 0 / 0.08); }
  </style>
  <div class="window">
    <div class="strip"><span class="dots">${DOTS.map((d) => `<i style="background:${d}"></i>`).join('')}</span>
      <div class="tab"><i></i>${escape(s.tabTitle)}</div></div>
    <div class="bar"><div class="address">${escape(s.address)}</div><span class="tool"><img src="${MARK}" alt=""></span></div>
    <img class="page" src="${png(s.page)}" alt=""></div>
  <img class="popup" src="${png(s.popup)}" alt="">`;
}
