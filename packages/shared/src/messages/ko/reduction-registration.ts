import { UPLOAD_MAX_LABEL } from '../../common/uploads';
/**
 * Korean texts of the reduction pre-registration (/reductioninfo → /reductionagreement → /reductionconfirm →
 * /reductionresult), composed into `ko.reductionRegistration` by ../ko.ts. The spec only names the routes
 * (spec 1 §2.1, spec 2 §2); every text here is ours (decision 123).
 */
export const reductionRegistrationKo = {
  steps: ['감면 안내', '약관 동의', '대상 확인', '확인 결과'] as readonly string[],
  stepLabel: (n: number, total: number, name: string) => `${total}단계 중 ${n}단계: ${name}`,
  info: {
    title: '주차요금 감면 사전등록',
    lead: '감면 대상 차량을 미리 등록해 두시면 공영주차장을 나갈 때 감면이 자동으로 적용됩니다. 요금소에서 증빙서류를 보여주지 않아도 되고, 사전결제와 미납요금에도 같은 감면이 적용됩니다.',
    whoTitle: '감면 대상과 감면율',
    whoIntro:
      '아래 감면 대상에 해당하는 차량을 등록할 수 있습니다. 무료 시간이 있는 감면은 무료 시간이 지난 뒤의 요금에 감면율이 적용됩니다.',
    colName: '감면 대상',
    colRate: '감면 내용',
    colCheck: '확인 방법',
    rate: (rate: number) => `${rate}% 감면`,
    exempt: '전액 면제',
    free: (hours: string, rate: number) => `${hours} 무료 후 ${rate}% 감면`,
    fixed: (won: string) => `${won}원 할인`,
    hours: (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}시간` : `${minutes}분`),
    checkRegistry: '자격 정보 자동 확인',
    checkDocument: '증빙서류 검토',
    whatTitle: '사전등록을 하면',
    what: [
      '등록된 차량은 출차할 때 감면이 자동으로 적용되어 요금소에서 자격을 다시 증명하지 않아도 됩니다.',
      '홈페이지의 사전결제, 미납요금 납부, 요금 계산에도 등록된 감면이 적용됩니다.',
      '회원으로 로그인해 신청하면 마이페이지에서 등록 내용을 확인할 수 있습니다.',
    ] as readonly string[],
    checkTitle: '확인하는 내용',
    checks: [
      '차량번호와 소유자 이름이 자동차 등록 정보와 일치하는지 확인합니다. 일치하지 않으면 등록되지 않습니다.',
      '장애인, 국가유공자, 다자녀 등은 감면 자격 정보를 자동으로 확인해 바로 등록합니다.',
      '임산부, 헌혈자, 자원봉사자 등 자격 정보를 자동으로 확인할 수 없는 감면은 증빙서류를 첨부해 주시면 담당자가 검토한 뒤 등록하고 문자로 알려드립니다.',
      '신청자 본인 확인을 위해 휴대폰 인증을 합니다.',
    ] as readonly string[],
    start: '사전등록 신청',
  },
  agreement: {
    title: '개인정보 수집·이용 및 감면 자격 정보 확인 동의',
    all: '아래 내용에 모두 동의합니다.',
    termsTitle: '감면 자격 정보 확인 동의 (필수)',
    terms: [
      '1. 수집·이용 목적: 공영주차장 주차요금 감면 대상 여부 확인과 출차·사전결제·미납요금 납부 시 감면 자동 적용',
      '2. 수집 항목: 차량번호, 차량 소유자 이름, 신청자 휴대폰 번호, 감면 구분, 증빙서류(해당하는 경우)',
      '3. 확인 기관: 이천시시설관리공단은 감면 자격 확인을 위해 자동차 등록 정보와 감면 자격 정보(장애인, 국가유공자, 다자녀 등)를 관계 기관의 정보 공동이용 시스템을 통해 조회합니다.',
      '4. 보유·이용 기간: 감면 등록 기간이 끝난 뒤 5년 (주차 대장 보존 기간)',
      '5. 동의를 거부할 권리: 동의를 거부할 수 있으며, 거부하면 사전등록을 할 수 없습니다. 이 경우에도 요금소에서 증빙서류를 보여주고 감면을 받을 수 있습니다.',
    ] as readonly string[],
    agree: '감면 자격 정보 확인에 동의합니다. (필수)',
    required: '감면 자격 정보 확인에 동의해주세요.',
    next: '다음',
    cancel: '취소',
  },
  confirm: {
    title: '감면 대상 확인',
    lead: '차량번호와 소유자 이름, 감면 구분을 입력하고 신청자 휴대폰 인증을 해주세요.',
    plate: '차량번호',
    carNoPlaceholder: '예) 12가3456',
    owner: '차량 소유자 이름',
    type: '감면 구분',
    typePlaceholder: '감면 구분을 선택하세요',
    mobile: '신청자 휴대폰 번호',
    verified: '휴대폰 인증이 완료되었습니다.',
    needVerify: '휴대폰 인증을 완료해주세요.',
    proof: '증빙서류',
    proofHint: `이 감면은 자격 정보를 자동으로 확인할 수 없어 증빙서류가 필요합니다. jpg, png, gif, pdf 파일 (최대 ${UPLOAD_MAX_LABEL})`,
    proofRequired: '증빙서류를 첨부해주세요.',
    submit: '확인 및 등록',
    submitting: '확인 중입니다…',
    cancel: '취소',
  },
  result: {
    title: '감면 확인 결과',
    active: '감면 사전등록이 완료되었습니다.',
    activeDetail: '이제 공영주차장을 나갈 때 아래 감면이 자동으로 적용됩니다.',
    already: '이미 등록된 감면입니다.',
    pending: '사전등록 신청이 접수되었습니다.',
    pendingDetail:
      '담당자가 증빙서류를 검토한 뒤 등록하고 문자로 알려드립니다. 검토가 끝나기 전에는 요금소에서 증빙서류를 보여주셔야 감면을 받을 수 있습니다.',
    refused: '감면 사전등록을 할 수 없습니다.',
    plate: '차량번호',
    type: '감면 구분',
    rate: '감면 내용',
    period: '등록 기간',
    status: '처리 상태',
    statusActive: '등록 완료',
    statusPending: '검토 대기',
    statusRejected: '반려',
    reason: '사유',
    home: '메인으로',
    retry: '다시 신청',
    parkfee: '요금 계산해 보기',
  },

  mypage: {
    title: '감면 사전등록',
    none: '사전등록된 감면이 없습니다.',
    apply: '감면 사전등록 신청',
  },
} as const;

/** Error codes of the pre-registration (merged into `ko.errors`). */
export const reductionRegistrationErrors = {
  REDUCTION_OWNER_MISMATCH:
    '차량번호와 소유자 이름이 자동차 등록 정보와 일치하지 않습니다. 차량 소유자 이름을 다시 확인해주세요.',
  REDUCTION_NOT_ELIGIBLE:
    '입력하신 차량의 감면 자격을 확인할 수 없습니다. 증빙서류가 있으면 요금소에서 보여주시거나 시설관리공단으로 문의해주세요.',
  REDUCTION_PROOF_REQUIRED: '증빙서류를 첨부해주세요.',
  REDUCTION_PHONE_NOT_VERIFIED: '휴대폰 인증을 완료해주세요.',
  REDUCTION_ALREADY_PENDING: '이미 검토를 기다리는 신청이 있습니다. 검토 결과를 문자로 알려드립니다.',
} as const;
