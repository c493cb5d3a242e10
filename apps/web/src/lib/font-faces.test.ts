import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addWhenLoaded,
  declareRareFacesAsNeeded,
  FONT_FAMILY,
  fillRanges,
  rareCharacterReader,
  startCommonFace,
  startRareFaces,
} from './font-faces';
import { nextTask } from './next-task';

// Three subsets as the build lists them (the real 110 are checked against the package in fonts-build.test.ts;
// that the browser then draws the characters in the font is e2e/public/prerendered.spec.ts's).
const SUBSETS = [
  ['/assets/s0.woff2', 'U+AE41,U+D7A0-D7A3'], // 깁, and four code points of a range
  ['/assets/s1.woff2', 'U+C22B'], // 숫
  ['/assets/s2.woff2', 'u+3400-3401, U+1F600'], // lower case, spaces, a code point past the plane: skipped
] as const;

describe('the rarer subsets’ table', () => {
  it('reads unicode ranges a character at a time: single points, ranges, any case, nothing past U+FFFF', () => {
    const table = new Uint8Array(0x10000);
    fillRanges(table, 'U+41-43,U+AC00, u+ac02 ,U+zz,U+1F600,U+FFFF', 7);
    const set = [...table.keys()].filter((c) => table[c] === 7);
    expect(set).toEqual([0x41, 0x42, 0x43, 0xac00, 0xac02, 0xffff]);
  });

  it('names each subset once, the first time one of its characters is read; the common ones never', () => {
    const declared: number[] = [];
    const read = rareCharacterReader(SUBSETS, (i) => declared.push(i));
    read('통합주차포털 ABC 123');
    expect(declared).toEqual([]);
    read('비밀번호를 잊으셨나요? 깁');
    read('깁깁 \uD7A2');
    expect(declared).toEqual([0]);
    read('숫자 \u3401');
    expect(declared).toEqual([0, 1, 2]);
  });
});

/** A face as the stand-in FontFace records it. */
interface StubFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  load: () => Promise<void>;
}

/**
 * jsdom has no CSS Font Loading API: a FontFace that records what it was given (its `load` from `load`), and a
 * document.fonts whose `add` records into `added`. Returns the function that puts back what was there (the web
 * test files of a worker share one document, decision 230).
 */
function stubFontApi(added: StubFace[], load: () => Promise<void>): () => void {
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        public family: string,
        public source: string,
        public descriptors: FontFaceDescriptors,
      ) {}
      load = vi.fn(load);
    },
  );
  const before = Object.getOwnPropertyDescriptor(document, 'fonts');
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: StubFace) => added.push(face) },
  });
  return () => {
    vi.unstubAllGlobals();
    if (before) Object.defineProperty(document, 'fonts', before);
    else Reflect.deleteProperty(document, 'fonts');
  };
}

describe('declareRareFacesAsNeeded', () => {
  const faces: StubFace[] = [];
  let stop: (() => void) | undefined;
  let putBack: () => void = () => undefined;
  beforeEach(() => {
    faces.length = 0;
    putBack = stubFontApi(faces, async () => undefined);
    document.body.innerHTML = '<main><p>통합주차포털</p></main>';
  });
  afterEach(() => {
    stop?.();
    putBack();
    document.body.innerHTML = '';
  });
  const declaredFiles = () => faces.map((f) => f.source);

  it('declares nothing for a page of common characters, and each rarer face once as its characters show', async () => {
    document.body.innerHTML = '<main><p>로그인</p><p>깁니다</p></main>';
    stop = declareRareFacesAsNeeded(SUBSETS, '45 920');
    await nextTask();
    expect(declaredFiles()).toEqual(['url("/assets/s0.woff2") format("woff2")']);
    const face = faces[0];
    expect(face?.family).toBe(FONT_FAMILY);
    expect(face?.descriptors).toEqual({ weight: '45 920', style: 'normal', display: 'swap' });
    expect((face as unknown as { unicodeRange: string }).unicodeRange).toBe('U+AE41,U+D7A0-D7A3');
    // its file is asked for at once, and the face added once it has loaded
    expect(face?.load).toHaveBeenCalledTimes(1);

    // text the app adds later, and text it changes
    const p = document.createElement('p');
    p.textContent = '깁 또 깁';
    document.body.append(p);
    await nextTask();
    expect(faces).toHaveLength(1);
    (document.querySelector('main p')?.firstChild as Text).data = '숫자';
    await nextTask();
    expect(declaredFiles()).toEqual([
      'url("/assets/s0.woff2") format("woff2")',
      'url("/assets/s1.woff2") format("woff2")',
    ]);
  });

  it('reads what a person types, and form fields’ values and placeholders when a screen is drawn', async () => {
    stop = declareRareFacesAsNeeded(SUBSETS, '45 920');
    await nextTask();
    expect(faces).toHaveLength(0);
    const input = document.createElement('input');
    document.body.append(input);
    input.value = '숫';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // added once its file has loaded (the stand-in's load resolves at once)
    await nextTask();
    expect(declaredFiles()).toEqual(['url("/assets/s1.woff2") format("woff2")']);
    // a value set as a property (a form filled from an answer), seen with the next piece of screen drawn
    input.value = '\u3400';
    document.body.append(document.createElement('div'));
    await nextTask();
    expect(faces).toHaveLength(2);
    const area = document.createElement('textarea');
    area.placeholder = '깁';
    document.body.append(area);
    await nextTask();
    expect(faces).toHaveLength(3);
  });

  it('starts with the ranges fetched for the files, and declares nothing when they do not match them', async () => {
    document.body.innerHTML = '<p>깁 숫</p>';
    const files = SUBSETS.map(([url]) => url);
    const ranges = SUBSETS.map(([, range]) => range);
    expect(
      await startRareFaces({
        fontWeight: '45 920',
        subsetFiles: files,
        loadRanges: async () => ({ common: 'U+41', rare: ranges.slice(1) }),
      }),
    ).toBeUndefined();
    await nextTask();
    expect(faces).toHaveLength(0);
    stop = await startRareFaces({
      fontWeight: '45 920',
      subsetFiles: files,
      loadRanges: async () => ({ common: 'U+41', rare: ranges }),
    });
    await nextTask();
    expect(declaredFiles()).toEqual([
      'url("/assets/s0.woff2") format("woff2")',
      'url("/assets/s1.woff2") format("woff2")',
    ]);
    await expect(
      startRareFaces({
        fontWeight: '45 920',
        subsetFiles: files,
        loadRanges: async () => Promise.reject(new Error('404')),
      }),
    ).rejects.toThrow('404');
  });

  it('stops reading when stopped', async () => {
    stop = declareRareFacesAsNeeded(SUBSETS, '45 920');
    stop();
    const p = document.createElement('p');
    p.textContent = '깁';
    document.body.append(p);
    await nextTask();
    expect(faces).toHaveLength(0);
  });
});

describe('faces added once their file has loaded (decision 237)', () => {
  const added: StubFace[] = [];
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  let putBack: () => void = () => undefined;
  beforeEach(() => {
    added.length = 0;
    putBack = stubFontApi(
      added,
      () =>
        new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    );
  });
  afterEach(() => putBack());

  it('adds the common face only when its file has come, with the common range', async () => {
    const done = startCommonFace({
      commonFile: '/assets/common.woff2',
      fontWeight: '45 920',
      loadRanges: async () => ({ common: 'U+AC00-D7A3', rare: [] }),
    });
    await Promise.resolve();
    // asked for, not yet in the document's faces: the page is not laid out for a face that is not there
    expect(added).toEqual([]);
    settle?.resolve();
    await done;
    expect(added.map((f) => f.source)).toEqual(['url("/assets/common.woff2") format("woff2")']);
    expect(added[0]?.descriptors).toEqual({ weight: '45 920', style: 'normal', display: 'swap' });
    expect((added[0] as unknown as { unicodeRange: string }).unicodeRange).toBe('U+AC00-D7A3');
  });

  it('adds nothing when the file does not come, or where the build gave no file', async () => {
    const done = addWhenLoaded('/assets/gone.woff2', 'U+41', '45 920');
    settle?.reject(new Error('404'));
    await done;
    expect(added).toEqual([]);
    // the file comes, its range does not
    const noRange = startCommonFace({
      commonFile: '/assets/common.woff2',
      fontWeight: '45 920',
      loadRanges: async () => Promise.reject(new Error('404')),
    });
    settle?.resolve();
    await noRange;
    expect(added).toEqual([]);
    settle = undefined;
    await startCommonFace({
      commonFile: '',
      fontWeight: '45 920',
      loadRanges: async () => ({ common: '', rare: [] }),
    });
    expect(settle).toBeUndefined();
    expect(added).toEqual([]);
  });
});
