import sanitizeHtmlLib from 'sanitize-html';

/** Path under which editor images are served back (modules/editor-uploads). */
export const EDITOR_IMAGE_PATH = '/api/ckeditor/image/';

const EDITOR_IMAGE_SRC = /^\/api\/ckeditor\/image\/[A-Za-z0-9_-]{8,80}\.(png|jpe?g|gif)$/;

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'figure',
  'figcaption',
];

/** Inline styles we keep: text alignment and simple text colours only (no url(), no expressions). */
const SAFE_COLOR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

const OPTIONS: sanitizeHtmlLib.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
    '*': ['style', 'class'],
  },
  allowedClasses: {
    '*': [/^ql-/, /^text-/, 'image', 'table', /^image-style-/],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [SAFE_COLOR],
      'background-color': [SAFE_COLOR],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag (never shown as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      if (out.target === undefined) delete out.rel;
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => {
    // Images only from our own editor image route or from https.
    if (frame.tag === 'img') {
      const src = frame.attribs.src ?? '';
      return !(EDITOR_IMAGE_SRC.test(src) || /^https:\/\/[^\s"'<>]+$/i.test(src));
    }
    return false;
  },
};

/**
 * Cleans HTML from the rich-text editor before it is stored (notices, FAQ, popups, banners, answers):
 * basic formatting, lists, tables, links (http, https, mailto), images from our editor image route or https.
 * Scripts, event handlers, `javascript:` / `data:` URLs, iframes, forms and styles beyond a few safe ones
 * never survive.
 */
export function sanitizeHtml(dirty: string): string {
  return sanitizeHtmlLib(dirty, OPTIONS).trim();
}

/** True when sanitised HTML has nothing to show (no text and no image). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}
