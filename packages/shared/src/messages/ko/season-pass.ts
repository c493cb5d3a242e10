/** 1234567 → '1,234,567' */
const comma = (n: number) => Math.trunc(n).toLocaleString('en-US');

/**
 * Korean texts of the season-pass area (application, allotment, lookup, payment, draw record, admin lots),
 * composed into `ko.seasonPass` by ../ko.ts. Texts quoted by the spec are verbatim (spec 2 §5, §8; spec 3 §8).
 */
export const seasonPassKo = {
  /** validation (spec 2 §5 "Season-pass form" and "Season-pass lookup") */
  v: {
    required: '필수 입력란입니다.',
    zipcode: '주소를 검색하세요.',
    phone: '휴대폰 번호를 확인해주세요',
    carNo: '차량번호를 형식에 맞게 적어주세요',
    requiredAll: '필수 항목(*)을 모두 채워주세요',
    consent: '개인정보 동의는 필수 항목입니다.',
    proofRequired: '할인변경 신청시에는 증빙자료를 첨부해주세요.',
    fileTooLarge: '최대 20mb까지 업로드할 수 있습니다.',
    fileType: 'jpeg, jpg, png, gif, pdf 파일만 첨부할 수 있습니다.',
    last4: '차량번호가 형식에 맞지 않습니다.',
    lot: '정기권을 판매하는 주차장을 선택해주세요.',
    useDiv: '이 주차장에서 신청할 수 없는 이용구분입니다.',
    period: '이용기간은 다음 달부터 3개월 이내의 1일에 시작하여 3개월 또는 6개월 단위로 선택해주세요.',
    discount: '할인 구분을 확인해주세요.',
    reason: '취소 사유를 입력해주세요(200자 이내).',
    windowRange: '신청 시작일시는 종료일시보다 앞서야 합니다.',
    allotType: '배정 방식은 추첨(RAFFLE) 또는 선착순(FCOME)이어야 합니다.',
    dateTime: '일시는 YYYY-MM-DD HH:mm 형식으로 입력해주세요.',
  },
  /** spec 2 §8 "Season pass" */
  msg: {
    discountGeneral: '할인 조회 결과 일반으로 적용됩니다.',
    windowClosed: (lot: string) => `${lot} 주차장의 정기권 신청시간이 마감되었습니다.`,
    windowNotOpen: (lot: string, start: string) =>
      `${lot} 주차장의 정기권 신청기간이 아닙니다. 신청은 ${start}부터 가능합니다.`,
    invalidAccess: '잘못된 접근입니다.',
    expired: '정기권 납부 기한이 마감되었습니다.',
    duplicate: '이미 신청한 차량입니다. 같은 주차장·이용기간의 정기권 신청이 중복됩니다.',
    success: '정기권 신청이 성공하였습니다.',
    confirm: '정기권을 신청하시겠습니까?',
    noUseDates: '이용기간이 존재하지 않습니다. 관리자에게 문의해주세요.',
    cancelConfirm: '정기권 배정을 취소하시겠습니까? 취소한 자리는 다음 대기자에게 배정됩니다.',
    cancelled: '정기권 배정이 취소되었습니다.',
    assignedNow: '정기권이 배정되었습니다. 납부기한 안에 결제해주세요.',
    waitlisted: (n: number) => `남은 자리가 없어 대기 ${n}번으로 접수되었습니다.`,
    raffleApplied: '신청이 접수되었습니다. 신청기간이 끝나면 추첨으로 배정합니다.',
  },
  errors: {
    SEASON_PASS_NOT_FOUND: '정기권 신청 내역을 찾을 수 없습니다.',
    SEASON_PASS_LOT_UNAVAILABLE: '정기권을 신청할 수 없는 주차장입니다.',
    SEASON_PASS_WINDOW_CLOSED: '정기권 신청기간이 아닙니다.',
    SEASON_PASS_DUPLICATE: '이미 신청한 차량입니다. 같은 주차장·이용기간의 정기권 신청이 중복됩니다.',
    SEASON_PASS_NOT_CANCELLABLE: '취소할 수 없는 상태의 정기권입니다.',
    SEASON_PASS_NOT_PAYABLE: '결제할 수 없는 상태의 정기권입니다.',
    SEASON_PASS_EXPIRED: '정기권 납부 기한이 마감되었습니다.',
    SEASON_PASS_PAID_CANCEL:
      '결제가 완료된 정기권은 여기서 취소할 수 없습니다. 결제 취소(환불) 후 처리해주세요.',
    SEASON_PASS_WINDOW_LOCKED:
      '신청 내역이 있는 신청기간은 바꿀 수 없습니다. 신청기간이 끝나고 배정(추첨)이 끝난 뒤 새 신청기간을 설정해주세요.',
    SEASON_PASS_NOT_DRAWABLE:
      '추첨할 수 있는 신청기간이 없습니다. 추첨 방식이고 신청기간이 끝났는지 확인해주세요.',
  },
  /** procStsCd names and the legend (spec 2 §4) */
  status: {
    'MUT-001': '신청중',
    'MUT-002': '배정(결제완료)',
    'MUT-003': '배정취소',
    'MUT-004': '배정(미결제)',
    'MUT-005': '배정(미결제)',
    'MUT-006': '배정(미결제)',
    waiting: (n: number) => `배정대기 (대기 ${n}번)`,
    legendTitle: '처리상태 안내',
    legend: [
      ['신청완료', '신청이 접수되었습니다. 추첨 방식은 신청기간이 끝난 뒤 추첨합니다.'],
      ['배정대기', '남은 자리가 없어 대기 중입니다. 괄호 안은 현재 대기 순번입니다.'],
      ['배정(미결제)', '자리가 배정되었습니다. 납부기한 안에 결제하지 않으면 자동 취소됩니다.'],
      ['배정(결제완료)', '결제가 끝나 이용기간 동안 정기권으로 주차할 수 있습니다.'],
    ] as const,
  },
  useDiv: { 'UTM-001': '전일(주간+야간)', 'UTM-002': '주간', 'UTM-003': '야간' } as Record<string, string>,
  useDivHours: {
    'UTM-001': '00:00~24:00',
    'UTM-002': '08:00~20:00',
    'UTM-003': '18:30~08:00',
  } as Record<string, string>,
  allotType: { RAFFLE: '추첨', FCOME: '선착순' } as Record<string, string>,
  discountCg: { GENERAL: '일반', RATE50: '50% 감면', RATE30: '30% 감면' } as Record<string, string>,
  payment: {
    goodsName: (lot: string) => `${lot} 정기권`,
    itemTitle: (lot: string, carNo: string) => `${lot} 정기권 (${carNo})`,
    baseLine: (monthly: number, months: number) => `월 ${comma(monthly)}원 × ${months}개월`,
    reductionLine: (name: string, rate: number) => `${name} 감면 ${rate}%`,
  },
  /** SMS texts (decision 092): lot, period, amount and deadline in every one */
  sms: {
    head: '[통합주차포털 정기권]',
    assigned: (lot: string, period: string, amount: number, deadline: string) =>
      `[통합주차포털 정기권] ${lot} 정기권이 배정되었습니다. 이용기간 ${period}, 금액 ${comma(amount)}원. 납부기한 ${deadline}까지 결제하지 않으면 자동 취소됩니다.`,
    waitlisted: (lot: string, period: string, amount: number, queueNo: number) =>
      `[통합주차포털 정기권] ${lot} 정기권 신청이 대기 ${queueNo}번으로 접수되었습니다. 이용기간 ${period}, 금액 ${comma(amount)}원. 자리가 나면 문자로 알려드립니다.`,
    applied: (lot: string, period: string, amount: number, drawAt: string) =>
      `[통합주차포털 정기권] ${lot} 정기권 신청이 접수되었습니다. 이용기간 ${period}, 금액 ${comma(amount)}원. ${drawAt} 신청 마감 후 추첨합니다.`,
    offered: (lot: string, period: string, amount: number, deadline: string) =>
      `[통합주차포털 정기권] 대기하신 ${lot} 정기권 자리가 배정되었습니다. 이용기간 ${period}, 금액 ${comma(amount)}원. 납부기한 ${deadline}까지 결제해주세요.`,
    reminder: (lot: string, period: string, amount: number, deadline: string) =>
      `[통합주차포털 정기권] ${lot} 정기권 납부기한이 ${deadline}까지입니다. 이용기간 ${period}, 금액 ${comma(amount)}원. 기한이 지나면 자동 취소됩니다.`,
    cancelledDeadline: (lot: string, period: string, amount: number, deadline: string) =>
      `[통합주차포털 정기권] 납부기한(${deadline})이 지나 ${lot} 정기권 배정이 취소되었습니다. 이용기간 ${period}, 금액 ${comma(amount)}원.`,
    cancelledMember: (lot: string, period: string, amount: number) =>
      `[통합주차포털 정기권] 요청하신 ${lot} 정기권(이용기간 ${period}, 금액 ${comma(amount)}원)이 취소되었습니다.`,
    cancelledAdmin: (lot: string, period: string, amount: number, reason: string) =>
      `[통합주차포털 정기권] ${lot} 정기권(이용기간 ${period}, 금액 ${comma(amount)}원)이 관리자에 의해 취소되었습니다. 사유: ${reason}`,
    paid: (lot: string, period: string, amount: number) =>
      `[통합주차포털 정기권] ${lot} 정기권 결제가 완료되었습니다. 이용기간 ${period}, 결제금액 ${comma(amount)}원.`,
    notDrawn: (lot: string, period: string, amount: number, queueNo: number) =>
      `[통합주차포털 정기권] ${lot} 정기권 추첨 결과 대기 ${queueNo}번입니다. 이용기간 ${period}, 금액 ${comma(amount)}원. 자리가 나면 문자로 알려드립니다.`,
  },
  /** admin /periodparking (spec 3 §2.6, §8) */
  admin: {
    hint: '정기권 신청기간을 바꿀 주차장을 선택하고 시작·종료 일시를 정한 뒤 [선택 적용]을 누르고 [변경정보 저장]을 눌러주세요.',
    needTime: '시간 설정 후 다시 시도해주세요.',
    timeApplied: '시간이 설정 되었습니다.',
    refreshed: '주차장 정보를 갱신하였습니다.',
    refreshFailed: '불러오기에 실패하였습니다. 다시 시도해주세요.',
    saved: '적용되었습니다.',
    notSaved: '저장 되지 않았습니다.',
    noSelection: '선택된 항목이 없습니다.',
    refreshMessage: (n: number) => `주차장 정보 갱신 성공 (${n}개 주차장)`,
  },
} as const;

export const seasonPassErrors = seasonPassKo.errors;
