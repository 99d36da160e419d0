import { SafeSvg, sanitizeSvg } from '@offerkit/components';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><clipPath id="c"><rect width="24" height="24"/></clipPath></defs><path id="p" d="M0 0h24v24H0z" fill="url(#g)" clip-path="url(#c)"/><use href="#p"/></svg>';

const parse = (markup: string) => {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host;
};

describe('sanitizeSvg', () => {
  it('keeps a plain icon intact', () => {
    const out = parse(sanitizeSvg(ICON));
    expect(out.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(out.querySelector('path')?.getAttribute('fill')).toBe('url(#g)');
    expect(out.querySelector('use')?.getAttribute('href')).toBe('#p');
  });

  it.each([
    ['script element', '<svg><script>alert(1)</script><circle r="1"/></svg>', 'script'],
    [
      'foreignObject',
      '<svg><foreignObject><iframe src="https://evil.test"></iframe></foreignObject></svg>',
      'foreignObject, iframe',
    ],
    [
      'animate rewriting href',
      '<svg><a href="#x"><animate attributeName="href" to="javascript:alert(1)"/></a></svg>',
      'animate, a',
    ],
    ['set rewriting href', '<svg><set attributeName="xlink:href" to="javascript:alert(1)"/></svg>', 'set'],
    [
      'animateTransform',
      '<svg><animateTransform attributeName="transform" type="rotate"/></svg>',
      'animateTransform',
    ],
    ['external image', '<svg><image href="https://tracker.test/pixel.png"/></svg>', 'image'],
    ['style element', '<svg><style>* { display: none }</style></svg>', 'style'],
  ])('strips %s', (_name, input, selector) => {
    const out = parse(sanitizeSvg(input));
    expect(out.querySelector('svg')).not.toBeNull();
    expect(out.querySelectorAll(selector)).toHaveLength(0);
  });

  it('strips event handlers', () => {
    const out = parse(
      sanitizeSvg('<svg onload="alert(1)"><circle r="1" onclick="alert(2)" onmouseover="x()"/></svg>'),
    );
    const attributes = [...out.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('keeps only in-document fragments in href and xlink:href', () => {
    const out = parse(
      sanitizeSvg(
        '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use href="https://evil.test/s.svg#a"/><use xlink:href="javascript:alert(1)"/><use href="data:image/svg+xml,&lt;svg/&gt;"/><use href="#ok"/></svg>',
      ),
    );
    const uses = [...out.querySelectorAll('use')];
    const targets = uses.map((use) => use.getAttribute('href') ?? use.getAttribute('xlink:href'));
    expect(targets).toEqual([null, null, null, '#ok']);
  });

  it('drops style attributes that load or import, and url() pointing outside the document', () => {
    const out = parse(
      sanitizeSvg(
        '<svg><rect id="a" style="fill: url(https://evil.test/x)"/><rect id="b" style="background:u\\72l(x)"/><rect id="c" style="fill: red"/><rect id="d" fill="url(https://evil.test/f#g)"/><rect id="e" style="@import \'x.css\'"/></svg>',
      ),
    );
    const style = (id: string) => out.querySelector(`#${id}`)?.getAttribute('style') ?? null;
    expect(style('a')).toBeNull();
    expect(style('b')).toBeNull();
    expect(style('c')).toBe('fill: red');
    expect(style('e')).toBeNull();
    expect(out.querySelector('#d')?.getAttribute('fill')).toBeNull();
  });

  it('drops tabindex so icons add no keyboard stops', () => {
    const out = parse(sanitizeSvg('<svg tabindex="0"><circle r="1" tabindex="1"/></svg>'));
    expect(out.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('keeps only svg at the top level', () => {
    const markup = sanitizeSvg(
      'hello <b>bold</b><img src=x onerror=alert(1)><svg><circle r="1"/></svg> tail',
    );
    expect(markup.startsWith('<svg')).toBe(true);
    expect(markup.endsWith('</svg>')).toBe(true);
    expect(markup).not.toContain('hello');
  });

  it('returns an empty string when nothing safe remains', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBe('');
    expect(sanitizeSvg('not svg at all')).toBe('');
  });

  it('prefixes every id and in-document reference', () => {
    const out = parse(sanitizeSvg(ICON, { idPrefix: 'x1-' }));
    expect([...out.querySelectorAll('[id]')].map((el) => el.id)).toEqual(['x1-g', 'x1-c', 'x1-p']);
    expect(out.querySelector('path')?.getAttribute('fill')).toBe('url(#x1-g)');
    expect(out.querySelector('path')?.getAttribute('clip-path')).toBe('url(#x1-c)');
    expect(out.querySelector('use')?.getAttribute('href')).toBe('#x1-p');
  });

  it('confines references to ids the icon does not define to its own namespace', () => {
    const out = parse(sanitizeSvg('<svg><use href="#host-element"/></svg>', { idPrefix: 'z-' }));
    expect(out.querySelector('use')?.getAttribute('href')).toBe('#z-host-element');
  });

  it('returns the same markup for the same input (cached)', () => {
    expect(sanitizeSvg(ICON, { idPrefix: 'a-' })).toBe(sanitizeSvg(ICON, { idPrefix: 'a-' }));
  });
});

describe('SafeSvg', () => {
  it('is decorative without a label', () => {
    const { container } = render(<SafeSvg svg={ICON} />);
    const wrapper = container.querySelector('.ok-SafeSvg');
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper).toHaveAttribute('data-state', 'ready');
    expect(wrapper?.querySelector('svg')).not.toBeNull();
  });

  it('is an image with a name when labelled', () => {
    render(<SafeSvg svg={ICON} label="Boosted" className="extra" />);
    const image = screen.getByRole('img', { name: 'Boosted' });
    expect(image).toHaveClass('ok-SafeSvg', 'extra');
  });

  it('gives two copies of the same icon distinct ids', () => {
    const { container } = render(
      <>
        <SafeSvg svg={ICON} />
        <SafeSvg svg={ICON} />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    for (const path of container.querySelectorAll('path')) {
      const fill = path.getAttribute('fill') ?? '';
      const gradientId = /url\(#(.+)\)/.exec(fill)?.[1] ?? '';
      // Each copy's fill points at its own gradient, inside the same wrapper.
      expect(path.closest('.ok-SafeSvg')?.querySelector(`[id="${gradientId}"]`)).not.toBeNull();
    }
  });

  it('never renders hostile markup', () => {
    const { container } = render(<SafeSvg svg={'<svg onload="alert(1)"><script>alert(2)</script></svg>'} />);
    expect(container.innerHTML).not.toMatch(/onload|script/i);
  });

  it('marks a fully stripped icon as empty', () => {
    const { container } = render(<SafeSvg svg="<script>alert(1)</script>" />);
    expect(container.querySelector('.ok-SafeSvg')).toHaveAttribute('data-state', 'empty');
    expect(container.querySelector('.ok-SafeSvg')?.childNodes).toHaveLength(0);
  });

  it('renders an empty placeholder on the server and fills in after hydration without a mismatch', async () => {
    const html = renderToString(<SafeSvg svg={ICON} label="Icon" />);
    expect(html).toContain('data-state="pending"');
    expect(html).not.toContain('<svg');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, <SafeSvg svg={ICON} label="Icon" />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(host.querySelector('.ok-SafeSvg')).toHaveAttribute('data-state', 'ready');
    expect(host.querySelector('svg')).not.toBeNull();
    act(() => root.unmount());
    host.remove();
  });
});

describe('sanitizeSvg: CSS in every attribute, the root box and <use> fan-out (issue 25)', () => {
  it('drops presentation attributes with escaped url( or image functions, and keeps url(#fragment)', () => {
    const out = parse(
      sanitizeSvg(
        '<svg><rect id="a" fill="\\75 rl(https://evil.test/a#g)"/><rect id="b" filter="u\\72l(https://evil.test/b#f)"/>' +
          '<rect id="c" mask="image-set(\'https://evil.test/c.png\' 1x)"/><rect id="d" mask="-webkit-image-set(\'https://evil.test/d.png\' 1x)"/>' +
          '<rect id="e" mask="cross-fade(red, blue)"/><rect id="f" clip-path="url/**/(https://evil.test/f#c)"/>' +
          '<rect id="g" fill="url(#grad)" stroke="red"/><rect id="h" mask="element(#x)"/><rect id="i" style="mask: src(\'https://evil.test/i\')"/></svg>',
      ),
    );
    const attribute = (id: string, name: string) => out.querySelector(`#${id}`)?.getAttribute(name) ?? null;
    expect(attribute('a', 'fill')).toBeNull();
    expect(attribute('b', 'filter')).toBeNull();
    expect(attribute('c', 'mask')).toBeNull();
    expect(attribute('d', 'mask')).toBeNull();
    expect(attribute('e', 'mask')).toBeNull();
    expect(attribute('f', 'clip-path')).toBeNull();
    expect(attribute('g', 'fill')).toBe('url(#grad)');
    expect(attribute('g', 'stroke')).toBe('red');
    expect(attribute('h', 'mask')).toBeNull();
    expect(attribute('i', 'style')).toBeNull();
  });

  it('takes style, class, transform, filter, overflow, x and y off every top-level svg, and positioning styles anywhere', () => {
    const out = parse(
      sanitizeSvg(
        '<svg viewBox="0 0 24 24" width="24" height="24" style="position:fixed;inset:0;z-index:9" class="overlay" transform="scale(40)" filter="drop-shadow(9px 9px red)" overflow="visible" x="-999" y="-999"><rect id="r" style="position: absolute; fill: red" x="2"/><rect id="s" style="fill: red"/></svg>',
      ),
    );
    const root = out.querySelector('svg');
    expect([...(root?.attributes ?? [])].map((attribute) => attribute.name).sort()).toEqual([
      'height',
      'viewBox',
      'width',
    ]);
    expect(out.querySelector('#r')?.getAttribute('style')).toBeNull();
    expect(out.querySelector('#r')?.getAttribute('x')).toBe('2');
    expect(out.querySelector('#s')?.getAttribute('style')).toBe('fill: red');
  });

  it('refuses an icon whose <use> elements fan out, with a diagnostic, on every call', () => {
    let defs = '<g id="l0"><rect width="1" height="1"/></g>';
    for (let level = 1; level <= 10; level += 1) {
      defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(3)}</g>`;
    }
    const icon = `<svg viewBox="0 0 24 24"><defs>${defs}</defs><use href="#l10"/></svg>`;
    for (let call = 0; call < 2; call += 1) {
      const diagnostics: unknown[] = [];
      expect(sanitizeSvg(icon, { onDiagnostic: (d) => diagnostics.push(d), path: '/x/icon' })).toBe('');
      expect(diagnostics).toEqual([
        {
          path: '/x/icon',
          severity: 'dropped',
          reason:
            'An inline SVG icon was dropped: its <use> elements expand to more than 4096 nodes. Send a simpler icon.',
        },
      ]);
    }
  });

  it('refuses an icon with too many <use> elements, and a cyclic <use>', () => {
    const many = `<svg><rect id="a"/>${'<use href="#a"/>'.repeat(129)}</svg>`;
    const reasons: string[] = [];
    expect(sanitizeSvg(many, { onDiagnostic: (d) => reasons.push(d.reason) })).toBe('');
    expect(
      sanitizeSvg('<svg><g id="a"><use href="#a"/></g></svg>', {
        onDiagnostic: (d) => reasons.push(d.reason),
      }),
    ).toBe('');
    expect(reasons).toEqual([
      expect.stringContaining('129 <use> elements'),
      expect.stringContaining('more than 4096 nodes'),
    ]);
    expect(sanitizeSvg(`<svg><rect id="a"/>${'<use href="#a"/>'.repeat(20)}</svg>`)).toContain('<use');
  });

  it('SafeSvg marks a refused icon and reports it after the render', () => {
    const reported: unknown[] = [];
    const { container } = render(
      <SafeSvg
        svg={`<svg><rect id="a"/>${'<use href="#a"/>'.repeat(200)}</svg>`}
        onDiagnostic={(d) => reported.push(d)}
      />,
    );
    expect(container.querySelector('.ok-SafeSvg')).toHaveAttribute('data-state', 'refused');
    expect(container.querySelector('.ok-SafeSvg')?.childNodes).toHaveLength(0);
    expect(reported).toEqual([expect.objectContaining({ severity: 'dropped' })]);
  });
});
