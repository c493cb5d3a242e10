/** The Daum (Kakao) postcode widget script, loaded only when someone searches an address. */
export const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** How long to wait for the script before offering manual entry. */
export const POSTCODE_LOAD_TIMEOUT_MS = 5000;

/** What the widget hands back (only the fields the portal uses; spec 1 §7 "External"). */
export interface PostcodeResult {
  zonecode: string;
  address: string;
  roadAddress: string;
  jibunAddress: string;
  autoJibunAddress?: string;
  /** 'R' when the user picked the road address, 'J' for the lot (jibun) address */
  userSelectedType: 'R' | 'J' | string;
}

export interface PostcodeInstance {
  embed: (element: HTMLElement, options?: { q?: string; autoClose?: boolean }) => void;
  open: (options?: { q?: string; popupTitle?: string; autoClose?: boolean }) => void;
}

export interface PostcodeConstructor {
  new (options: {
    oncomplete: (data: PostcodeResult) => void;
    onclose?: (state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE') => void;
    width?: string | number;
    height?: string | number;
  }): PostcodeInstance;
}

/** The address to store: the road address when the user chose 'R', otherwise the lot (jibun) address. */
export function pickAddress(data: PostcodeResult): { zipcode: string; address: string } {
  const road = data.userSelectedType === 'R';
  const lot = data.jibunAddress || data.autoJibunAddress || data.address;
  return { zipcode: data.zonecode, address: road ? data.roadAddress || data.address : lot };
}

/** The widget registers itself as window.daum.Postcode (newer builds also as kakao.Postcode). */
function available(): PostcodeConstructor | null {
  const w = window as unknown as Record<string, { Postcode?: PostcodeConstructor } | undefined>;
  return w.daum?.Postcode ?? w.kakao?.Postcode ?? null;
}

let pending: Promise<PostcodeConstructor> | null = null;

/**
 * Inject the script once and resolve with the constructor. Rejects when it fails or does not arrive within
 * `timeoutMs` (no internet, blocked by a firewall); a later call tries again.
 */
export function loadPostcode(
  timeoutMs = POSTCODE_LOAD_TIMEOUT_MS,
  src = POSTCODE_SCRIPT_URL,
): Promise<PostcodeConstructor> {
  const ready = available();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;
  const attempt = new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ctor = available();
      if (ok && ctor) resolve(ctor);
      else {
        script.remove();
        reject(new Error('postcode script unavailable'));
      }
    };
    // postcode.v2.js loads a second script itself; poll until the constructor appears
    const poll = setInterval(() => {
      if (available()) {
        clearInterval(poll);
        finish(true);
      }
    }, 100);
    const timer = setTimeout(() => {
      clearInterval(poll);
      finish(false);
    }, timeoutMs);
    script.onerror = () => {
      clearInterval(poll);
      finish(false);
    };
    document.head.appendChild(script);
  });
  pending = attempt;
  attempt.catch(() => {
    pending = null;
  });
  return attempt;
}
