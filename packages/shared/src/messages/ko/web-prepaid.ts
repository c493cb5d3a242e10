/** 1234567 → '1,234,567' */
function comma(n: number): string {
  return Math.trunc(n).toLocaleString('en-US');
}

/**
 * Korean texts of web prepaid time (spec 2 §2 "Web prepaid time", §5, §8), composed into `ko.webPrepaid` by
 * ../ko.ts. Texts the spec quotes are verbatim.
 */
export const webPrepaidKo = {
  /** validation messages shared by browser and server (spec 2 §5 "Web prepaid top-up" / "Web prepaid use") */
  v: {
    unit: '30분단위로만 가능합니다.',
    blank: '공백은 입력이 불가능합니다.',
    applyFirst: '적용버튼을 선택해주세요.',
    last4: '4자리 전부 입력해주세요.',
    useTime: '할인시간을 확인해주세요.',
    buyMax: (max: number) => `한 번에 최대 ${comma(max)}분까지 충전할 수 있습니다.`,
    lotId: '주차장을 선택해주세요.',
    stayId: '적용할 차량을 다시 선택해주세요.',
    memberId: '로그인한 회원의 정보와 일치하지 않습니다.',
  },
  /** result texts */
  applied: '적용되었습니다.',
  /** /webdiscountcharge */
  charge: {
    intro:
      '웹할인권은 가게를 이용한 고객의 주차요금을 대신 결제해 주는 선불 시간권입니다. 30분 단위로 충전하며, 충전한 시간은 환불되지 않습니다.',
    lot: '주차장',
    unitPrice: '30분당 금액',
    remaining: '잔여시간',
    totalUse: '총 사용시간',
    totalBuy: '총 충전시간',
    minutes: '충전시간(분)',
    minutesHint: '30분 단위의 숫자만 입력해주세요.',
    minutesPlaceholder: '예) 60',
    apply: '적용',
    amount: '결제금액',
    pay: '결제하기',
    notApplied: '충전시간을 입력하고 적용 버튼을 눌러주세요.',
    applied: (minutes: number, amount: number) => `${comma(minutes)}분, ${comma(amount)}원`,
    noMapping: '웹할인권을 이용할 수 있는 주차장이 없습니다. 관리자에게 문의해주세요.',
    summary: '웹할인권 잔여시간',
    form: '웹할인권 충전',
  },
  /** /webdiscountuse and webdiscountuseview */
  use: {
    intro: '할인시간을 적용할 고객 차량을 차량번호 뒤 4자리로 조회한 뒤 선택해주세요.',
    form: '할인 적용 차량 조회',
    last4: '차량번호 뒤 4자리',
    last4Placeholder: '예) 3456',
    search: '조회',
    first: '차량번호 뒤 4자리를 입력한 뒤 조회 버튼을 눌러주세요.',
    caption: '입차 차량 조회 결과',
    columns: {
      no: '번호',
      plate: '차량번호',
      parkingNm: '주차장',
      inDttm: '입차시간',
      useTm: '적용된 할인시간',
      freeTm: '무료 추가시간',
      choose: '선택',
    },
    choose: '선택',
    chooseRow: (plate: string, inDttm: string) => `${plate} (${inDttm} 입차) 할인 적용`,
    viewTitle: '웹할인권 적용',
    session: '차량 정보',
    fields: {
      plate: '차량번호',
      parkingNm: '주차장',
      inDttm: '입차시간',
      stay: '주차시간',
      payAmt: '현재 주차요금',
      useTm: '적용된 할인시간',
      freeTm: '적용된 무료 추가시간',
      remaining: '잔여시간',
      maxUse: '적용 가능 시간',
    },
    lines: '요금 내역',
    useTime: '할인시간(분)',
    minutesHint: (max: number) => `30분 단위, 최대 ${comma(max)}분까지 적용할 수 있습니다.`,
    freeTime: '무료 추가시간(전통시장)',
    freeHint: (max: number) =>
      max > 0
        ? `전통시장 주차장 이용 고객에게 최대 ${comma(max)}분을 무료로 추가할 수 있습니다(잔여시간에서 차감되지 않음).`
        : '이 차량에는 더 이상 무료 추가시간을 적용할 수 없습니다.',
    freeNone: '추가 안 함',
    apply: '적용',
    list: '목록',
    confirm: (useTime: number, freeTime: number, plate: string) =>
      freeTime > 0
        ? `${plate} 차량에 할인시간 ${comma(useTime)}분과 무료 추가시간 ${comma(freeTime)}분을 적용하시겠습니까? 적용한 시간은 취소할 수 없습니다.`
        : `${plate} 차량에 할인시간 ${comma(useTime)}분을 적용하시겠습니까? 적용한 시간은 취소할 수 없습니다.`,
    nothingNeeded: '이 차량은 지금 적용할 할인시간이 없습니다(요금이 발생하지 않았거나 이미 결제됨).',
    loadFailed: '차량 정보를 불러오지 못했습니다.',
  },
  /** my-page histories */
  history: {
    tabsLabel: '웹할인권 내역 구분',
    buyColumns: {
      no: '번호',
      buyDttm: '충전일시',
      parkingNm: '주차장',
      buyTime: '충전시간',
      cardApprovalAmt: '결제금액',
      payMethod: '결제수단',
      receipt: '영수증',
    },
    useColumns: {
      no: '번호',
      useDttm: '적용일시',
      plate: '차량번호',
      parkingNm: '주차장',
      useTime: '할인시간',
      freeTime: '무료 추가시간',
    },
    totalsBuy: (minutes: number, amount: number) =>
      `충전시간 합계 ${comma(minutes)}분 · 결제금액 합계 ${comma(amount)}원`,
    totalsUse: (minutes: number, free: number) =>
      `할인시간 합계 ${comma(minutes)}분 · 무료 추가시간 합계 ${comma(free)}분`,
    receiptOf: (buyDttm: string) => `${buyDttm} 충전 영수증 보기`,
    payMethods: { CARD: '카드', KAKAO: '카카오페이', PAYCO: '페이코' },
  },
  /** payments: goods name and receipt item */
  payment: {
    goodsName: (parkingNm: string, minutes: number) => `${parkingNm} 웹할인권 ${comma(minutes)}분`,
    itemTitle: (parkingNm: string) => `${parkingNm} 웹할인권 충전`,
    line: (unitAmt: number, units: number) => `웹할인권 30분(${comma(unitAmt)}원) × ${comma(units)}`,
  },
  minutes: (n: number) => `${comma(n)}분`,
} as const;

/** Error codes of web prepaid time (merged into `ko.errors`). */
export const webPrepaidErrors = {
  TIME_STORE_ONLY: '승인된 사업자회원만 이용할 수 있는 서비스입니다.',
  TIME_LOT_FORBIDDEN: '웹할인권을 이용할 수 있도록 등록된 주차장이 아닙니다.',
  TIME_SESSION_NOT_FOUND: '입차 중인 차량 정보를 찾을 수 없습니다.',
  TIME_CAR_LEFT: '이미 출차한 차량에는 할인시간을 적용할 수 없습니다.',
  TIME_BALANCE_SHORT: '잔여시간이 부족합니다. 웹할인권을 충전한 뒤 이용해주세요.',
  TIME_USE_INVALID: '할인시간을 확인해주세요.',
  TIME_FREE_UNAVAILABLE: '무료 추가시간은 전통시장 주차장의 승인된 전통시장 회원만 적용할 수 있습니다.',
  TIME_REQUEST_KEY: '요청 정보가 올바르지 않습니다. 화면을 새로고침한 뒤 다시 시도해주세요.',
  TIME_REQUEST_CONFLICT: '이미 처리된 요청과 내용이 다릅니다. 화면을 새로고침한 뒤 다시 시도해주세요.',
} as const;
