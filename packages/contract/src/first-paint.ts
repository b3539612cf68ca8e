import type { Language } from './languages.js';
import { type PageId, type PagesWith, pageIds, pages } from './pages.js';

/**
 * What the storefront's build and the server agree on for a page's first paint (the HTML shown
 * before the JavaScript runs): the file the build writes into its output folder, the pages it
 * renders, and the cookies in which the app mirrors the shopper's choices so the server can pick
 * the first paint's language and colour mode.
 */
export const FIRST_PAINT_FILE = 'prerendered.json';

/** The pages whose top needs no data (`firstPaint` in the page table), prerendered at build time. */
export type FirstPaintPage = PagesWith<{ firstPaint: true }>;
export const firstPaintPages = pageIds.filter((page): page is FirstPaintPage => 'firstPaint' in pages[page]);
export type FirstPaints = Record<Language, Record<FirstPaintPage, string>>;

/**
 * The pages the server renders per request with their data (the catalogue, a product, the
 * contacts with the shops staff keep): their first screen shows what the shopper came for before
 * the JavaScript runs. The build's first paint of `contacts` stays as the fallback of a build
 * without the renderer.
 */
export const serverRenderedPages = ['catalog', 'product', 'contacts'] as const satisfies readonly PageId[];

/** The id of the data block holding a server-rendered page's query answers, which the app hydrates. */
export const QUERY_DATA_ID = 'query-data';

export const preferenceCookies = { language: 'language', colorMode: 'color-mode' } as const;

/**
 * The app built for Node inside the storefront's output folder (never served): the renderer of
 * `serverRenderedPages`, rendered per request with their data.
 */
export const SERVER_RENDERER_DIR = 'server';
export const SERVER_RENDERER_FILE = `${SERVER_RENDERER_DIR}/server-render.js`;

/**
 * On #root while the app hydrates the server's first paint (main.tsx removes it once the page in
 * it is live). The first paint is not inert: its links are links before any script runs, and a
 * tap on anything else is held by `heldTapsScript` and replayed once the page is hydrated.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * The id of an empty element a server-rendered page puts where its first screen ends (after the
 * first card of a listing, after a product's buy block). The server then writes
 * `<link rel="expect" href="#first-screen-end" blocking="render">` in the page's head, and the
 * browser paints nothing before its parser has passed that point: the first paint is the whole
 * first screen, its buy buttons with it, not the header alone with the rest a parse later (a phone
 * slowed 4× drew a product page's header ~300–950 ms before its content). Browsers without it
 * paint as before.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/** On a control whose tap is held until the page is hydrated (it looks pressed meanwhile). */
export const HELD_TAP_ATTRIBUTE = 'data-tap-held';

/** What `heldTapsScript` puts on `window`: the app calls `release()` once the page is hydrated. */
export const HELD_TAPS_GLOBAL = 'aruuHeldTaps';
export interface HeldTaps {
  release(): void;
}

/**
 * Runs inline before the server's first paint (the CSP allows it by its hash; the server writes it
 * only where there is a first paint). While #root is hydrating, a click on a control that is not
 * a link or a text field, or a form's submission, is stopped before the not-yet-live page sees it,
 * the control marked held (and dimmed), and replayed on the same element (or the one at the same
 * place, if hydrating replaced it) once the app calls `release()`: no tap is lost, none doubled.
 * A second tap on a control already held is dropped, as the live app's busy button ignores it.
 * Plain ES2017 in a string, so every toolchain ships it byte for byte and its hash stays true.
 */
export const heldTapsScript = `(()=>{
const root=()=>document.getElementById('root');
const hydrating=()=>{const r=root();return r!==null&&r.hasAttribute('${HYDRATING_ATTRIBUTE}')};
let held=[];
const pathOf=(el)=>{const path=[],r=root();for(let n=el;n&&n!==r;n=n.parentElement)path.unshift([].indexOf.call(n.parentElement.children,n));return path};
const at=(path)=>{let n=root();for(const i of path)n=n&&n.children[i];return n};
const hold=(event,el,replay)=>{
event.preventDefault();event.stopImmediatePropagation();
if(el.hasAttribute('${HELD_TAP_ATTRIBUTE}'))return;
el.setAttribute('${HELD_TAP_ATTRIBUTE}','');
held.push({el,path:pathOf(el),replay,opacity:el.style.opacity});el.style.opacity='0.6';
};
const onClick=(event)=>{
if(!hydrating()||!(event.target instanceof Element))return;
const el=event.target.closest('a[href],button,input,select,textarea,label,summary,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=menuitem]');
if(!el||!root().contains(el))return;
if(el.matches('a[href],select,textarea,input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio])'))return;
hold(event,el,(target)=>target.click());
};
const onSubmit=(event)=>{
const form=event.target;
if(!hydrating()||!(form instanceof HTMLFormElement)||!root().contains(form))return;
const submitter=event.submitter;
hold(event,form,(target)=>target.requestSubmit(submitter&&target.contains(submitter)?submitter:undefined));
};
addEventListener('click',onClick,true);
addEventListener('submit',onSubmit,true);
window.${HELD_TAPS_GLOBAL}={release(){
removeEventListener('click',onClick,true);
removeEventListener('submit',onSubmit,true);
const taps=held;held=[];
for(const tap of taps){
tap.el.removeAttribute('${HELD_TAP_ATTRIBUTE}');tap.el.style.opacity=tap.opacity;
const now=tap.el.isConnected?tap.el:at(tap.path);
if(now&&now.tagName===tap.el.tagName)tap.replay(now);
}
}};
})()`;
