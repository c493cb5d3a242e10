/**
 * Korean texts of discount and free vehicles (spec 3 §2.4, §2.5, §5, §8), composed into `ko.adminVehicles` by
 * ../ko.ts. Texts the spec quotes are verbatim ('이미 등록중인 차량입니다.', '등록 가능한 차량입니다.' …).
 */
export const adminVehiclesKo = {
  /** validation (spec 3 §5) */
  v: {
    carNoFormat: '차량번호 형식에 맞지 않습니다.',
    carNoFormatCheck: '차량 형식에 맞게 입력해주세요.',
    ownerRequired: '이름을 입력해주세요.',
    required: '필수 입력란입니다.',
    invalid: '입력하신 정보를 다시 한번 확인해주세요',
    lotFirst: '주차장 선택 후 확인해주세요.',
    sameNumber: '같은 번호입니다.',
    checkFirst: '차량번호 중복 확인을 해주세요.',
    date: '날짜를 YYYY-MM-DD 형식(2000~2099년)으로 입력해주세요.',
    dateOrder: '종료일은 시작일과 같거나 뒤여야 합니다.',
    discountCd: '감면 구분을 선택해주세요.',
    applyDay: '적용 요일을 하나 이상 선택해주세요.',
    parkingRegDiv: '대상 주차장 구분을 선택해주세요.',
    lotMarker: '대상 주차장 구분과 주차장이 맞지 않습니다.',
    fctCode: '무료 유형을 선택해주세요.',
    noteMax: '비고는 500자 이내로 입력해주세요.',
  },
  /** duplicate check and save results (spec 3 §8) */
  alreadyRegistered: '이미 등록중인 차량입니다.',
  available: '등록 가능한 차량입니다.',
  retry: '다시 시도해주세요',
  registered: '등록 되었습니다!',
  updated: '수정되었습니다.',
  deleted: '삭제되었습니다.',
  discount: {
    name: '감면차량',
    listTitle: '감면차량 관리',
    conditions: { all: '전체', name: '사용자명', plate: '차량번호' },
    owner: '소유자명',
    plate: '차량번호',
    type: '감면 구분',
    period: '감면 기간',
    startDt: '시작일',
    endDt: '종료일',
    note: '비고',
    regDttm: '등록일',
    check: '중복 확인',
    typePlaceholder: '선택',
    pending: {
      title: '사전등록 검토 대기',
      intro:
        '시민이 증빙서류를 첨부해 신청한 감면 사전등록입니다. 서류를 확인한 뒤 승인하면 감면차량으로 등록되고 신청자에게 문자가 발송됩니다.',
      none: '검토를 기다리는 신청이 없습니다.',
      applied: '신청일',
      mobile: '신청자 연락처',
      document: '증빙서류',
      approve: '승인',
      reject: '반려',
      approveConfirm: '이 신청을 승인하시겠습니까? 감면차량으로 등록되고 신청자에게 문자가 발송됩니다.',
      rejectConfirm: '이 신청을 반려하시겠습니까? 신청자에게 문자가 발송됩니다.',
      approved: '승인되었습니다. 감면차량으로 등록되었습니다.',
      rejected: '반려되었습니다.',
      status: '상태',
      statusPending: '검토 대기',
    },
  },
  free: {
    name: '무료차량',
    listTitle: '무료차량 관리',
    conditions: { all: '전체', name: '소유자명', plate: '차량번호' },
    owner: '소유자명',
    plate: '차량번호',
    lot: '대상 주차장',
    lotName: '주차장명',
    type: '무료 유형',
    org: '기관명',
    days: '적용 요일',
    period: '무료 기간',
    startDt: '시작일',
    endDt: '종료일',
    note: '비고',
    check: '중복 확인',
    /** PRD-001 a lot, PRD-002 all lots, PRD-003 annex lots (spec 3 §2.5) */
    allLots: '전체',
    annexLots: '부설주차장(가산금 없는 주차장)',
    divisions: {
      'PRD-001': '지정 주차장',
      'PRD-002': '전체 주차장',
      'PRD-003': '부설주차장(가산금 없는 주차장)',
    },
    lotPlaceholder: '주차장 선택',
    typePlaceholder: '선택',
    everyDay: '매일',
  },
  /** 1 Sunday … 7 Saturday (spec 3 §3) */
  weekdays: ['일', '월', '화', '수', '목', '금', '토'] as readonly string[],
  /** free types (fctCode.json) */
  freeTypes: {
    'FCT-001': '공무수행 차량',
    'FCT-002': '협약 차량',
    'FCT-003': '복지시설 차량',
    'FCT-004': '긴급 자동차',
    'FCT-005': '기타',
  } as Record<string, string>,
} as const;

/** Error codes of discount and free vehicles (merged into `ko.errors`). */
export const adminVehiclesErrors = {
  VEHICLE_ALREADY_REGISTERED: '이미 등록중인 차량입니다.',
  DISCOUNT_VEHICLE_NOT_FOUND: '감면차량 정보를 찾을 수 없습니다.',
  FREE_VEHICLE_NOT_FOUND: '무료차량 정보를 찾을 수 없습니다.',
  DISCOUNT_CODE_NOT_FOUND: '감면 구분을 선택해주세요.',
  REGISTRATION_NOT_FOUND: '사전등록 신청을 찾을 수 없습니다.',
  REGISTRATION_NOT_PENDING: '이미 처리된 신청입니다. 화면을 새로 고친 뒤 다시 확인해주세요.',
} as const;
