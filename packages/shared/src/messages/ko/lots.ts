/** Korean texts of the lots area, composed into `ko.lots` by ../ko.ts. */
export const lotsKo = {
  /** validation messages of the fee estimator and the lot/equipment APIs */
  v: {
    insufficient: '입력값이 부족합니다.',
    dateTimeFormat: '날짜와 시간은 YYYY-MM-DD HH:mm 형식으로 입력해주세요.',
    dateTimeRange: '날짜는 2000년부터 2099년 사이로 입력해주세요.',
    outBeforeIn: '출차일시는 입차일시보다 뒤여야 합니다.',
    stayTooLong: '주차 시간은 최대 366일까지 계산할 수 있습니다.',
    sectnId: '주차장을 선택해주세요.',
    discountCd: '감면 유형을 확인해주세요.',
    carNo: '차량번호를 확인해주세요.',
    eventId: '이벤트 ID는 1~100자의 영문, 숫자, 기호(-_.:)로 입력해주세요.',
    time: '시각은 ISO 8601 형식(예: 2026-03-01T09:30:00+09:00)으로 입력해주세요.',
  },
  /** breakdown lines of the fee engine */
  fee: {
    freeEntry: (min: number) => `무료 입차시간(${min}분 이내)`,
    freeVehicle: '무료 차량',
    freePeriod: '무료 주차시간',
    reductionFreePeriod: '감면 무료시간',
    prepaid: '웹 할인권 적용 시간',
    outOfHours: '운영시간 외(요금 없음)',
    base: (min: number) => `기본요금(최초 ${min}분)`,
    unit: (unitMin: number, unitAmt: number) => `추가요금(${unitMin}분당 ${unitAmt.toLocaleString('ko-KR')}원)`,
    dayNUnit: (day: number, unitMin: number, unitAmt: number) =>
      `${day}일차 요금(${unitMin}분당 ${unitAmt.toLocaleString('ko-KR')}원)`,
    dayCap: (day: number, max: number) => `${day}일차 일 최대요금(${max.toLocaleString('ko-KR')}원) 적용`,
    reductionRate: (name: string, rate: number) => `감면: ${name} ${rate}%`,
    reductionFixed: (name: string, amt: number) => `감면: ${name} ${amt.toLocaleString('ko-KR')}원`,
    rounding: '10원 미만 절사',
  },
  /** labels of the discount list and tariff summaries */
  tariffSummary: (dfltTm: number, dfltAmt: number, intvlTm: number, intvlAmt: number, dayMax: number) =>
    `최초 ${dfltTm}분 ${dfltAmt.toLocaleString('ko-KR')}원, 이후 ${intvlTm}분당 ${intvlAmt.toLocaleString('ko-KR')}원, 일 최대 ${dayMax.toLocaleString('ko-KR')}원`,
  equipment: {
    entered: '입차 처리되었습니다.',
    exited: '출차 처리되었습니다.',
    exitedUnpaid: '출차 처리되었습니다. 미납 요금이 등록되었습니다.',
  },
  cli: {
    keyIssued: (sectnId: number) => `주차장 ${sectnId}의 장비 API 키를 발급했습니다. 이 키는 다시 표시되지 않습니다.`,
    keyRevoked: (sectnId: number, n: number) => `주차장 ${sectnId}의 장비 API 키 ${n}개를 폐기했습니다.`,
    keyUsage:
      '사용법: npm run equipment:key -- issue --lot <주차장ID> [--label <이름>] | revoke --lot <주차장ID> | list',
  },
} as const;

/** Error codes of the lots area (merged into `ko.errors`). */
export const lotsErrors = {
  INSUFFICIENT_INPUT: '입력값이 부족합니다.',
  LOT_NOT_FOUND: '존재하지 않는 주차장입니다.',
  DISCOUNT_NOT_FOUND: '존재하지 않는 감면 유형입니다.',
  OUT_BEFORE_IN: '출차일시는 입차일시보다 뒤여야 합니다.',
  EQUIPMENT_KEY_INVALID: '장비 API 키가 없거나 올바르지 않습니다.',
  EQUIPMENT_LOT_MISMATCH: '이 API 키로는 다른 주차장의 입출차를 등록할 수 없습니다.',
  EQUIPMENT_NO_OPEN_SESSION: '입차 기록이 없는 차량입니다. 출차를 처리할 수 없습니다.',
  EQUIPMENT_ALREADY_IN: '이미 입차 중인 차량입니다.',
  EQUIPMENT_EVENT_CONFLICT: '같은 이벤트 ID로 다른 내용의 요청이 이미 처리되었습니다.',
} as const;
