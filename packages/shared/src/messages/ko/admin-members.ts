import { withRo } from '../josa';
/**
 * Korean texts of member management (spec 3 §2.3, §4, §8), composed into `ko.adminMembers` by ../ko.ts.
 * Texts the spec quotes are verbatim; the rest are ours.
 */
export const adminMembersKo = {
  general: { name: '일반회원', listTitle: '일반회원 관리', viewTitle: '일반회원 상세' },
  /** the member's message log on the detail (issue 34 item 4): its table loads when staff open it */
  messages: {
    title: '알림 발송 내역',
    hint: '이 회원에게 보낸 최근 알림 50건입니다. 열람하면 개인정보 접속기록에 남습니다.',
    show: '발송 내역 보기',
  },
  business: { name: '사업자회원', listTitle: '사업자회원 관리', viewTitle: '사업자회원 상세' },
  /** search conditions (spec 3 §9: general 1 id, 2 name, 3 car; business 1 id, 4 company, 2 representative, 5 number) */
  conditions: {
    id: '아이디',
    name: '이름',
    plate: '차량번호',
    company: '상호명',
    representative: '대표자명',
    companyNo: '사업자등록번호',
  },
  col: {
    id: '아이디',
    name: '이름',
    representative: '대표자명',
    mobile: '휴대폰번호',
    tel: '전화번호',
    email: '이메일',
    plate: '차량번호',
    carOwnerNm: '차량 소유자',
    carKind: '차종',
    discount: '감면 구분',
    address: '주소',
    company: '상호명',
    companyNo: '사업자등록번호',
    openDt: '개업일',
    lots: '주차장',
    status: '상태',
    authority: '권한',
    market: '전통시장 할인',
    lock: '비밀번호 잠금',
    regDttm: '가입일',
    updDttm: '수정일',
    files: '사업자등록증',
    webAmt: '30분당 금액',
  },
  /** empSttus A applied, P approved, D deleted (spec 3 §4) */
  status: { A: '승인대기', P: '승인', D: '탈퇴' } as Record<string, string>,
  locked: '잠김',
  unlocked: '정상',
  lockedCount: (n: number) => `잠김 (비밀번호 ${n}회 오류)`,
  failCount: (n: number) => (n > 0 ? `정상 (비밀번호 ${n}회 오류)` : '정상'),
  yes: '적용',
  no: '미적용',
  sections: { profile: '회원 정보', company: '사업자 정보', lots: '웹 할인권 주차장', files: '제출 서류' },
  noLots: '연결된 주차장이 없습니다.',
  noFiles: '제출된 서류가 없습니다.',
  /** buttons */
  unlock: '잠금 해제',
  approve: '승인',
  cancelApproval: '승인 취소',
  marketApprove: '전통시장 할인 승인',
  marketCancel: '전통시장 할인 취소',
  changeAuth: '권한 변경',
  download: (name: string) => `${name} 내려받기`,
  /** confirmations (spec 3 §2.3: each asks for confirmation) */
  confirm: {
    unlock: '비밀번호 잠금을 해제하시겠습니까?',
    approve: '사업자회원 가입을 승인하시겠습니까? 회원에게 승인 문자가 발송됩니다.',
    cancelApproval: '사업자회원 승인을 취소하시겠습니까? 회원에게 취소 문자가 발송됩니다.',
    marketApprove: '전통시장 할인을 승인하시겠습니까?',
    marketCancel: '전통시장 할인을 취소하시겠습니까?',
    changeAuth: (name: string) => `권한을 ${withRo(`'${name}'`)} 변경하시겠습니까?`,
  },
  /** results alerted after a change ('Applied', spec 3 §2.3) */
  done: {
    applied: '적용되었습니다.',
    approved: '승인되었습니다.',
    approvalCancelled: '승인이 취소되었습니다.',
    authChanged: '권한이 변경되었습니다.',
    smsFailed: ' (문자 발송에 실패했습니다. 회원에게 따로 알려주세요.)',
  },

  /** Excel export of a member list: the reason is required (personal-information access records) */
  exportReason: '내려받는 사유',
  exportReasonPlaceholder: '예) 민원 처리를 위한 회원 확인',
  exportReasonHint: '개인정보가 포함된 목록입니다. 내려받는 사유가 접속기록에 남습니다.',
  /** the groups staff may give a member (decision 120) */
  grantable: '변경할 권한',
  groupNames: {
    ROLE_USER: '일반회원',
    ROLE_STORE: '사업자회원(승인)',
    ROLE_ANONYMOUS: '사업자회원(미승인)',
  } as Record<string, string>,
} as const;

/** Error codes of member management (merged into `ko.errors`). */
export const adminMembersErrors = {
  MEMBER_NOT_FOUND: '회원 정보를 찾을 수 없습니다.',
  MEMBER_FILE_NOT_FOUND: '서류를 찾을 수 없습니다.',
  MEMBER_NOT_BUSINESS: '사업자회원에게만 할 수 있는 작업입니다.',
  MEMBER_STATUS_CONFLICT: '회원 상태가 이미 바뀌었습니다. 화면을 새로 고친 뒤 다시 확인해주세요.',
  MEMBER_AUTH_NOT_ALLOWED: '이 회원에게 줄 수 없는 권한입니다.',
  MARKET_NOT_MAPPED: '전통시장 주차장에 연결된 사업자회원만 전통시장 할인을 설정할 수 있습니다.',
} as const;
