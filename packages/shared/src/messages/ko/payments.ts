import { withRo } from '../josa';

/** 1234567 → '1,234,567' */
function comma(n: number): string {
  return Math.trunc(n).toLocaleString('en-US');
}

/**
 * Korean texts of the payments area (card payments, pre-payment, unpaid fees, receipts), composed into
 * `ko.payments` by ../ko.ts. Texts quoted by the spec are verbatim (spec 1 §8, spec 2 §5 and §8).
 */
export const paymentsKo = {
  /** validation messages shared by browser and server */
  v: {
    /** spec 2 §5 / §8: unpaid lookup car number */
    carNoFormat: '차량번호 형식에 맞지 않습니다.',
    /** spec 1 §8: pre-payment lookup, exactly 4 digits */
    last4Format: '차량번호가 형식에 맞지 않습니다.',
    last4Hint: '차량번호 뒤 4자리를 숫자로 입력해주세요.',
    /** my-page histories (spec 2 §5 "History car number") */
    historyCarNo: '차량번호 형식이 올바르지 않습니다.',
    dateFormat: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
    dateOrder: '종료일은 시작일보다 뒤여야 합니다.',
    dateSpan: '조회 기간은 최대 1년까지 선택할 수 있습니다.',
    payCategory: '결제 구분이 올바르지 않습니다.',
    amount: '결제 금액이 올바르지 않습니다.',
    /** the payment's target (the start's `inOutId`, decision 227) or the stay a pre-payment view names */
    target: '결제 대상을 확인해주세요.',
    streetItems: '노상 미납 내역을 확인해주세요.',
    paymentId: '결제 번호가 올바르지 않습니다.',
    tid: '거래 정보가 올바르지 않습니다.',
    importLine: (line: number, why: string) => `${line}번째 줄: ${why}`,
    importEmpty: '등록할 미납 내역이 없습니다.',
    importTooMany: '한 번에 최대 10,000건까지 등록할 수 있습니다.',
    principal: '미납 원금은 1원 이상 1억원 이하의 정수여야 합니다.',
    externalId: '외부 관리번호는 1~64자의 영문, 숫자, 기호(-_.:)로 입력해주세요.',
    parkingName: '주차 장소명을 입력해주세요(100자 이내).',
    isoTime: '시각은 ISO 8601 형식(예: 2026-03-01T09:30:00+09:00)으로 입력해주세요.',
  },
  /** result alerts (spec 2 §8 "Unpaid and payment", spec 1 §8) */
  result: {
    success: '결제가 정상적으로 처리되었습니다.',
    failure: '결제 처리 중 오류가 발생했습니다.',
    noPaymentInfo: '결제 정보가 없습니다.',
    noData: '조회된 데이터가 없습니다.',
    noSelection: '결제할 미납 내역을 선택해주세요.',
    logFailure: '오류가 발생했습니다. 관리자에게 문의해주세요.',
    viewReceipt: '영수증 보기',
    popupBlocked: '결제 창이 차단되었습니다. 브라우저의 팝업 차단을 해제한 뒤 다시 시도해주세요.',
    processing: '결제를 처리하고 있습니다. 잠시만 기다려주세요.',
    /** the payer pressed cancel in the card window (stopped=true) */
    cancelled: '결제가 취소되었습니다.',
    /** the card provider declined: its own reason follows */
    declined: (reason: string) => `결제가 승인되지 않았습니다. (사유: ${reason})`,
    /** the approval is not confirmed yet (the reconcile job settles it) */
    pending: '카드사 승인 확인이 지연되고 있습니다. 잠시 후 결제 내역을 확인해주세요.',
    /** the payment view after a failed payment (decision 189): the reason, and what to do next */
    retryTitle: '결제가 완료되지 않았습니다',
    retryHint: '결제된 금액은 없습니다. 다른 카드로 다시 결제할 수 있습니다.',
  },
  /** pre-payment (/lookup, paymentview) */
  prepay: {
    title: '사전결제',
    lookupTitle: '사전결제 조회',
    last4Label: '차량번호 뒤 4자리',
    search: '조회',
    columns: {
      no: '번호',
      plate: '차량번호',
      divNm: '구분',
      parkingNm: '주차장',
      inDttm: '입차시간',
      outDttm: '사전결제 시간',
      state: '결제',
    },
    possible: '사전결제',
    done: '결제완료',
    stateDone: '사전결제 완료',
    statePossible: '사전결제 가능',
    viewTitle: '사전결제 내역',
    fields: {
      plate: '차량번호',
      parkingName: '주차장',
      inDttm: '입차시간',
      outDttm: '정산 기준시간',
      stay: '주차시간',
      useAmt: '주차요금',
      discountAmt: '감면금액',
      /**
       * due beyond an earlier pre-payment (the stay went past its grace period): '초과요금', never '추가요금',
       * which names the tariff's per-unit charge in the fee lines above it (decision 190)
       */
      extraAmt: '초과요금',
      payAmt: '결제금액',
      lines: '요금 내역',
    },
    pay: '결제하기',
    list: '목록',
    notice: (grace: number) =>
      `사전결제 후 ${grace}분 이내에 출차하지 않으면 그 뒤의 주차시간에 대한 초과요금이 부과됩니다. 결제 후에는 취소할 수 없습니다.`,
    goodsName: (parkingNm: string) => `${parkingNm} 주차요금 사전결제`,
  },
  /** unpaid fees (/lookupunpaid, unpaidview) */
  unpaid: {
    lookupTitle: '미납요금 조회',
    carNoLabel: '차량번호',
    carNoPlaceholder: '예) 12가3456',
    search: '조회',
    tabs: { off: '노외주차장', on: '노상주차장' },
    tabCount: (label: string, n: number) => `${label} (${n})`,
    columns: {
      check: '선택',
      checkAll: '전체 선택',
      no: '번호',
      plate: '차량번호',
      parkingName: '주차장',
      inDttm: '입차시간',
      outDttm: '출차시간',
      unpaidAmt: '미납요금',
      addAmt: '가산금',
      sumAmt: '총 미납액',
    },
    selectedTotal: '선택 금액 합계',
    pay: '결제하기',
    viewTitle: '미납요금 결제',
    fields: {
      plate: '차량번호',
      totalCnt: '총 건수',
      totalUnpaidAmt: '총 미납요금',
      totalAddAmt: '총 가산금',
      totalSumAmt: '총 결제금액',
    },
    cancel: '취소',
    count: (n: number) => `${comma(n)}건`,
    goodsName: (n: number) => `주차 미납요금 ${n}건`,
    surchargeLine: '가산금(납부기한 경과, 원금의 200%)',
    principalLine: '미납 원금',
  },
  /** server side of pre-payment and unpaid fees: receipt items, the on-street feed import and its key CLI */
  settlement: {
    prepayItemTitle: (parkingNm: string, plate: string) => `${parkingNm} 주차요금 사전결제 (${plate})`,
    prepaidBeforeLine: '기 결제 금액(사전결제)',
    unpaidItemTitle: (parkingName: string, plate: string) => `${parkingName} 미납 주차요금 (${plate})`,
    importField: (field: string, message: string) => `${field} - ${message}`,
    importJson: 'JSON 형식이 아닙니다.',
    importCsvHeader: (columns: string) => `CSV 첫 줄은 머리글(${columns})이어야 합니다.`,
    importCsvQuote: '따옴표가 닫히지 않았습니다.',
    importCsvColumns: (expected: number, got: number) => `열의 수가 ${expected}개여야 합니다(${got}개).`,
    keyUsage:
      '사용법: npm run unpaid:key -- --label <이름>   (발급)\n' +
      '        npm run unpaid:key -- --revoke <키 앞부분 8자 이상>   (폐기)\n' +
      '        npm run unpaid:key -- --list   (목록)',
    keyIssued: '노상 미납 연계 API 키를 발급했습니다. 이 키는 다시 표시되지 않으니 안전한 곳에 보관하십시오.',
    keyRevoked: (n: number) => `${n}개의 키를 폐기했습니다.`,
  },
  /** card payment (popup, simulated provider page) */
  card: {
    popupTitle: '카드 결제',
    merchant: '가맹점',
    goods: '상품명',
    amount: '결제금액',
    cardNo: '카드번호',
    cardNoHint: '테스트 카드번호 16자리를 입력해주세요.',
    testCards: '테스트 카드',
    approves: '승인',
    declines: '거절',
    submit: '결제',
    cancel: '취소',
    simulatedBanner: '모의 결제 화면입니다. 실제 결제가 이루어지지 않습니다.',
    declined: '카드사에서 승인이 거절되었습니다.',
    invalidCard: '카드번호 16자리를 입력해주세요.',
    returning: '결제 결과를 가맹점으로 전달하고 있습니다.',
    continue: '계속',
    /** simulated provider page and its answers (integrations/payments/simulated*) */
    invalidRequest: '결제 요청 정보가 올바르지 않습니다. 가맹점 화면에서 다시 시도해주세요.',
    unknownCard: '등록된 테스트 카드번호만 사용할 수 있습니다.',
    orderNo: '주문번호',
    simCardName: '모의카드',
    approvedMsg: '카드 결제 성공',
    authenticatedMsg: '카드 인증 성공',
    usedMsg: '이미 처리되었거나 유효하지 않은 거래입니다.',
    cancelledMsg: '취소 성공',
    nothingToCancel: '취소할 승인 거래가 없습니다.',
    won: (amount: number) => `${comma(amount)}원`,
  },
  /** payments core: result messages stored with a payment (shown to administrators, never to payers) */
  core: {
    tidReused: '다른 결제에 이미 사용된 거래번호(Tid)입니다.',
    mismatch: '카드사 승인 정보(Mid/Moid/Amt)가 결제 정보와 일치하지 않아 승인을 취소했습니다.',
    fulfilFailed: (why: string) => `결제 대상 처리에 실패하여 승인을 취소했습니다: ${why}`,
    providerUnavailable: '카드사 응답이 없어 승인 확인 대기 중입니다.',
    reconcileCancelled: '승인 확인이 되지 않아 자동으로 승인을 취소했습니다.',
    reconcileFailed: '승인 확인이 되지 않아 결제를 실패로 정리했습니다.',
    cancelReason: '가맹점 요청 취소',
    buyerUnknown: '비회원',
  },
  /** receipts */
  receipt: {
    title: '결제 영수증',
    print: '인쇄',
    close: '닫기',
    paymentId: '결제번호',
    moid: '주문번호',
    category: '결제 구분',
    plate: '차량번호',
    approvedAt: '승인일시',
    cancelledAt: '취소일시',
    cardName: '카드사',
    authCode: '승인번호',
    payMethod: '결제수단',
    card: '신용카드',
    items: '결제 내역',
    supplyAmt: '공급가액',
    vat: '부가세',
    taxFree: '면세금액',
    total: '합계',
    status: '상태',
    statuses: {
      READY: '결제 대기',
      APPROVING: '승인 처리 중',
      APPROVED: '승인 완료',
      FAILED: '결제 실패',
      CANCELLED: '결제 취소',
    },
    categories: {
      PRESETTLEMENT: '주차요금 사전결제',
      DEFAULT: '노외 미납요금',
      STREET: '노상 미납요금',
      COMMUTATION_TICKET: '정기권',
      TIMEDISCOUNT: '웹 할인권 구매',
    },
    notFound: '영수증을 찾을 수 없습니다.',
    issuer: '발행',
  },
  /** my-page histories (/mypageprepayment, /mypageunpaid) */
  history: {
    startDate: '조회 시작일',
    endDate: '조회 종료일',
    plate: '차량번호',
    search: '조회',
    columns: {
      plate: '차량번호',
      parkingName: '주차장',
      inDttm: '입차시간',
      outDttm: '출차시간',
      useAmt: '결제금액',
      unpaidAmt: '미납요금',
      addAmt: '가산금',
      receiptAmt: '납부금액',
      lastReceiptDttm: '납부일시',
      receipt: '영수증',
    },
    unpaidState: '미납',
  },
  /** a reduction claimed on the payment screen by owner name (decision 147) */
  reductionClaim: {
    title: '감면 대상 확인',
    intro:
      '감면 대상 차량이면 차량 소유자명을 입력하고 확인해주세요. 확인된 감면은 결제 금액에 바로 반영됩니다.',
    ownerNm: '차량 소유자명',
    check: '감면 확인',
    checking: '감면 대상을 확인하고 있습니다',
    needOwner: '차량 소유자명을 입력해주세요.',
    /** spec 2 §8 "Empty discount result" */
    general: '할인 조회 결과 일반으로 적용됩니다.',
    found: (note: string) => `할인 조회 결과 ${withRo(note)} 적용됩니다.`,
    applied: (note: string) => `${note} 감면이 적용되었습니다.`,
    caption: '감면 적용 내역',
    originalAmt: '원래 요금',
    reductionLabel: (name: string, rateText: string) =>
      name ? `감면 (${name}, ${rateText})` : `감면 (${rateText})`,
    rateText: (rate: number, fixedAmt: number) =>
      [rate > 0 ? `${rate}%` : '', fixedAmt > 0 ? `${comma(fixedAmt)}원` : ''].filter(Boolean).join(' + ') ||
      '0%',
    payAmt: '결제 금액',
    minus: (n: number) => `-${comma(n)}원`,
  },
  /** texts of the browser screens only (labels, captions, loading and empty states) */
  web: {
    loading: '불러오는 중입니다…',
    total: (n: number) => `총 ${comma(n)}건`,
    won: (n: number) => `${comma(n)}원`,
    lookupIntro:
      '출차 전에 차량번호 뒤 4자리로 주차 중인 차량을 조회하고 주차요금을 미리 결제할 수 있습니다.',
    lookupForm: '사전결제 차량 조회',
    last4Placeholder: '예) 3456',
    lookupCaption: '사전결제 조회 결과',
    lookupFirst: '차량번호 뒤 4자리를 입력한 뒤 조회 버튼을 눌러주세요.',
    payRow: (plate: string, inDttm: string) => `${plate} (${inDttm} 입차) 사전결제`,
    doneRow: (plate: string, inDttm: string) => `${plate} (${inDttm} 입차) 결제완료`,
    viewLoadFailed: '결제 정보를 불러오지 못했습니다.',
    paidAmt: '이미 결제한 금액',
    nothingToPay: '지금 결제할 금액이 없습니다.',
    prepaidNote: '사전결제가 완료된 차량입니다. 안내된 시간 안에 출차해주세요.',
    summary: '결제 정보',
    returning: '결제 결과를 확인하고 있습니다. 잠시만 기다려주세요.',
    unpaidIntro: '차량번호로 미납된 주차요금을 조회하고, 선택한 내역을 카드로 납부할 수 있습니다.',
    unpaidForm: '미납요금 차량 조회',
    unpaidFirst: '차량번호를 입력한 뒤 조회 버튼을 눌러주세요.',
    unpaidTabs: '주차장 구분',
    unpaidCaption: (tab: string) => `${tab} 미납 내역`,
    rowCheck: (no: number, parkingName: string, inDttm: string) =>
      `${no}번 ${parkingName} ${inDttm} 미납 내역 선택`,
    selectedCount: (n: number) => `선택 ${comma(n)}건`,
    unpaidViewIntro: '선택하신 미납 내역을 확인한 뒤 결제해주세요.',
    receiptLoadFailed: '영수증을 불러오지 못했습니다.',
    receiptItemsCaption: '결제 내역 상세',
    receiptSummary: '결제 금액',
    receiptPaymentInfo: '결제 정보',
    period: (inDttm: string, outDttm: string) => `${inDttm} ~ ${outDttm}`,
    historyTabs: '이용내역 구분',
    historyForm: '이용내역 조회 조건',
    historyCarNoPlaceholder: '예) 12가3456 (선택)',
    historyCaption: (tab: string) => `${tab} 목록`,
    receiptOf: (plate: string, inDttm: string) => `${plate} (${inDttm}) 영수증 보기`,
  },
} as const;

/** Error codes of the payments area (merged into `ko.errors`). */
export const paymentsErrors = {
  PAYMENT_NOT_FOUND: '결제 정보가 없습니다.',
  PAYMENT_STATUS_TRANSITION: '결제 상태를 변경할 수 없습니다. 결제 내역을 다시 확인해주세요.',
  PAYMENT_AMOUNT_MISMATCH: '결제 금액이 변경되었습니다. 다시 조회한 뒤 결제해주세요.',
  PAYMENT_NOTHING_TO_PAY: '결제할 금액이 없습니다.',
  PAYMENT_TARGET_NOT_FOUND: '결제 대상을 찾을 수 없습니다. 다시 조회해주세요.',
  PAYMENT_TARGET_PAID: '이미 결제된 내역입니다.',
  PAYMENT_CATEGORY_UNAVAILABLE: '지금은 이용할 수 없는 결제 구분입니다.',
  PAYMENT_CATEGORY_PATH: '결제 구분과 승인 경로가 일치하지 않습니다.',
  PAYMENT_PROVIDER_ERROR: '카드사와 통신 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  UNPAID_NOT_FOUND: '미납 내역을 찾을 수 없습니다.',
  UNPAID_IMPORT_KEY_INVALID: '미납 연계 API 키가 없거나 올바르지 않습니다.',
  RECEIPT_NOT_FOUND: '영수증을 찾을 수 없습니다.',
  PREPAY_SESSION_NOT_FOUND: '입차 중인 차량 정보를 찾을 수 없습니다.',
} as const;
