import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html';

const IMG = '/api/ckeditor/image/0123456789abcdef0123456789abcdef.png';

describe('sanitizeHtml', () => {
  it('keeps basic formatting, lists, tables and safe links', () => {
    const html =
      '<h2>안내</h2><p style="text-align:center"><strong>굵게</strong> <em>기울임</em> <u>밑줄</u></p>' +
      '<ul><li>하나</li></ul><ol><li>둘</li></ol>' +
      '<table><thead><tr><th>구분</th></tr></thead><tbody><tr><td colspan="2">값</td></tr></tbody></table>' +
      '<a href="https://www.icheon.go.kr" target="_blank">이천시</a> <a href="mailto:a@b.kr">메일</a>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<h2>안내</h2>');
    expect(out).toContain('<p style="text-align:center"><strong>굵게</strong>');
    expect(out).toContain('<td colspan="2">값</td>');
    expect(out).toContain('<a href="https://www.icheon.go.kr" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<a href="mailto:a@b.kr">');
  });

  it('keeps images from our editor route and https only', () => {
    expect(sanitizeHtml(`<img src="${IMG}" alt="지도">`)).toBe(`<img src="${IMG}" alt="지도" />`);
    expect(sanitizeHtml('<img src="https://example.org/a.png">')).toBe(
      '<img src="https://example.org/a.png" />',
    );
    expect(sanitizeHtml('<img src="http://example.org/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeHtml('<img src="/api/ckeditor/image/../../admin.png">')).toBe('');
    expect(sanitizeHtml('<img src="//evil.example/a.png">')).toBe('');
  });

  const payloads: [string, RegExp][] = [
    ['<script>alert(1)</script>안녕', /script|alert/i],
    ['<img src=x onerror=alert(1)>', /onerror|alert/i],
    [`<img src="${IMG}" onerror="alert(1)">`, /onerror|alert/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript/i],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript/i],
    ['<a href="&#106;avascript:alert(1)">x</a>', /javascript|&#106;/i],
    ['<a href="java\nscript:alert(1)">x</a>', /script:/i],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|script/i],
    ['<a href="vbscript:msgbox(1)">x</a>', /vbscript/i],
    ['<iframe src="https://evil.example"></iframe>', /iframe|evil/i],
    ['<svg onload=alert(1)><circle/></svg>', /svg|onload|alert/i],
    ['<div onclick="alert(1)">클릭</div>', /onclick|alert/i],
    ['<p style="background:url(javascript:alert(1))">x</p>', /url|javascript/i],
    ['<p style="color: expression(alert(1))">x</p>', /expression|alert/i],
    ['<form action="https://evil"><input name="a"></form>', /form|input/i],
    ['<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/i],
    ['<style>body{display:none}</style>', /style|display/i],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /javascript|xlink/i],
    ['<base href="https://evil.example/">', /base|evil/i],
    ['<meta http-equiv="refresh" content="0;url=https://evil">', /meta|refresh/i],
    ['<<script>script>alert(1)<</script>/script>', /<script/i],
    ['<img src="https://ok.example/a.png" srcset="javascript:alert(1)">', /srcset|javascript/i],
    ['<a href="https://ok.example" onmouseover="alert(1)">x</a>', /onmouseover|alert/i],
  ];

  it.each(payloads)('strips %s', (payload, forbidden) => {
    const out = sanitizeHtml(payload);
    expect(out).not.toMatch(forbidden);
    expect(out).not.toMatch(/\son\w+=/i);
  });

  it('tells blank bodies', () => {
    expect(isBlankHtml('<p>&nbsp;</p><p> </p>')).toBe(true);
    expect(isBlankHtml(sanitizeHtml('<script>x</script>'))).toBe(true);
    expect(isBlankHtml(`<p><img src="${IMG}"></p>`)).toBe(false);
    expect(isBlankHtml('<p>내용</p>')).toBe(false);
  });
});
