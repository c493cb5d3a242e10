/**
 * Every user-visible text of the portal. Where the spec quotes Korean it is kept verbatim;
 * where it paraphrases in English the Korean here is ours.
 */
export const ko = {
  common: {
    confirm: '확인',
    cancel: '취소',
    close: '닫기',
    yes: '예',
    no: '아니오',
    loading: '불러오는 중입니다…',
    noData: '조회된 데이터가 없습니다.',
    preparing: '준비 중인 서비스입니다',
    preparingDetail: '이 화면은 곧 제공될 예정입니다. 이용에 불편을 드려 죄송합니다.',
    goMain: '메인으로',
    invalidAccess: '잘못된 접근입니다.',
    deleteConfirm: '삭제하시겠습니까?',
    cancelConfirm: '취소하시겠습니까?',
    won: '원',
  },
  validation: {
    required: '필수 입력란입니다.',
    tooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
    invalid: '입력하신 정보를 다시 한번 확인해주세요',
    invalidType: '형식에 맞지 않는 값입니다.',
  },
  auth: {
    idRequired: '아이디를 입력하여주십시오.',
    passwordRequired: '비밀번호를 입력하여주십시오.',
    passwordLength: '비밀번호는 8~20 사이의 자리여야 합니다.',
    loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
    loginFailedCount: (count: number, max: number) =>
      `아이디 또는 비밀번호가 일치하지 않습니다. (${count}/${max}회, ${max}회 오류 시 계정이 잠깁니다.)`,
    locked: '비밀번호를 5회 이상 잘못 입력하여 계정이 잠겼습니다. 관리자에게 문의해주세요.',
    withdrawn: '탈퇴한 회원입니다.',
    loggedOut: '로그아웃 되었습니다.',
    loginRequired: '로그인이 필요한 서비스입니다.',
    forbidden: '접근 권한이 없습니다.',
    sessionExpired: '세션이 만료되었습니다.',
    login: '로그인',
    logout: '로그아웃',
    join: '회원가입',
    memberInfo: '회원정보',
    welcome: (name: string) => `${name}님 환영합니다.`,
    findId: '아이디 찾기',
    findPassword: '비밀번호 찾기',
    idLabel: '아이디',
    passwordLabel: '비밀번호',
  },
  errors: {
    BAD_REQUEST: '요청 형식이 올바르지 않습니다.',
    VALIDATION: '입력하신 정보를 다시 한번 확인해주세요',
    NOT_FOUND: '요청하신 페이지를 찾을수가 없습니다.',
    METHOD_NOT_ALLOWED: '허용되지 않은 요청 방식입니다.',
    PAYLOAD_TOO_LARGE: '요청 크기가 허용 범위를 넘었습니다.',
    UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
    UNAUTHORIZED: '로그인이 필요한 서비스입니다.',
    FORBIDDEN: '접근 권한이 없습니다.',
    CSRF: '허용되지 않은 출처의 요청입니다.',
    SESSION_EXPIRED: '세션이 만료되었습니다.',
    LOGIN_FAILED: '아이디 또는 비밀번호가 일치하지 않습니다.',
    ACCOUNT_LOCKED: '비밀번호를 5회 이상 잘못 입력하여 계정이 잠겼습니다. 관리자에게 문의해주세요.',
    TOO_MANY_REQUESTS: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    SERVICE_UNAVAILABLE: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    INTERNAL: '오류가 발생했습니다. 관리자에게 문의해주세요.',
  },
  notFound: {
    title: '요청하신 페이지를 찾을수가 없습니다.',
    detail: '주소가 잘못 입력되었거나, 변경 또는 삭제되어 페이지를 찾을 수 없습니다.',
  },
  home: {
    topBanner: '통합주차포털 개편으로 주차요금 정산, 이제 한 곳에서 해결하세요!',
    closeBanner: '배너 닫기',
  },
  frame: {
    skipToContent: '본문 바로가기',
    skipToFooter: '하단 바로가기',
    siteName: '통합주차포털',
    sitemap: '전체메뉴',
    closeSitemap: '전체메뉴 닫기',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    quickMenu: '퀵메뉴',
    familySite: '패밀리사이트',
    go: '이동',
    emailRefusal: '이메일무단수집거부',
    privacyPolicy: '개인정보처리방침',
    copyrightPolicy: '저작권정책',
    backToTop: '맨 위로',
    representative: '대표자',
    phone: '대표전화',
    businessNo: '사업자등록번호',
  },
} as const;

export type ErrorCode = keyof typeof ko.errors;

/** The Korean message of an error code. */
export function errorMessage(code: ErrorCode): string {
  return ko.errors[code];
}
