/**
 * Every message the portal sends to a phone (알림톡 or SMS), one template per kind (issue 34, decision 211).
 * `#{name}` marks a variable — the same notation as a KakaoTalk 알림톡 template, so the text approved at Kakao
 * and this one can be compared line by line. The variables each template uses are listed in
 * `notifications/catalogue.ts`; a number is printed with thousands separators ('12,000').
 * `#{orgName}` is always the organisation's name (ORG_NAME), filled by the service, never by the caller.
 * Reminders name the sender and say how to stop them (정보통신망법 §50: never marketing, always the opt-out way).
 */
export const notificationTemplatesKo = {
  verification_code: '[통합주차포털] 인증번호 [#{code}]를 입력해주세요.',

  season_pass_assigned:
    '[통합주차포털 정기권] #{lot} 정기권이 배정되었습니다. 이용기간 #{period}, 금액 #{amount}원. 납부기한 #{deadline}까지 결제하지 않으면 자동 취소됩니다.',
  season_pass_waitlisted:
    '[통합주차포털 정기권] #{lot} 정기권 신청이 대기 #{queueNo}번으로 접수되었습니다. 이용기간 #{period}, 금액 #{amount}원. 자리가 나면 문자로 알려드립니다.',
  season_pass_applied:
    '[통합주차포털 정기권] #{lot} 정기권 신청이 접수되었습니다. 이용기간 #{period}, 금액 #{amount}원. #{drawAt} 신청 마감 후 추첨합니다.',
  season_pass_offered:
    '[통합주차포털 정기권] 대기하신 #{lot} 정기권 자리가 배정되었습니다. 이용기간 #{period}, 금액 #{amount}원. 납부기한 #{deadline}까지 결제해주세요.',
  season_pass_not_drawn:
    '[통합주차포털 정기권] #{lot} 정기권 추첨 결과 대기 #{queueNo}번입니다. 이용기간 #{period}, 금액 #{amount}원. 자리가 나면 문자로 알려드립니다.',
  season_pass_cancelled_deadline:
    '[통합주차포털 정기권] 납부기한(#{deadline})이 지나 #{lot} 정기권 배정이 취소되었습니다. 이용기간 #{period}, 금액 #{amount}원.',
  season_pass_cancelled_member:
    '[통합주차포털 정기권] 요청하신 #{lot} 정기권(이용기간 #{period}, 금액 #{amount}원)이 취소되었습니다.',
  season_pass_cancelled_admin:
    '[통합주차포털 정기권] #{lot} 정기권(이용기간 #{period}, 금액 #{amount}원)이 관리자에 의해 취소되었습니다. 사유: #{reason}',
  season_pass_paid:
    '[통합주차포털 정기권] #{lot} 정기권 결제가 완료되었습니다. 이용기간 #{period}, 결제금액 #{amount}원.',
  season_pass_car_confirmed:
    '[통합주차포털 정기권] 차량 #{plate}의 소유 확인이 완료되었습니다. 이제 이 차량으로 정기권을 신청할 수 있습니다.',
  season_pass_car_rejected:
    '[통합주차포털 정기권] 차량 #{plate}의 소유 확인 요청이 반려되었습니다. 사유: #{reason}',

  business_approved:
    '[통합주차포털] #{company} 사업자회원 가입이 승인되었습니다. 로그인 후 웹 할인권을 이용하실 수 있습니다.',
  business_approval_cancelled:
    '[통합주차포털] #{company} 사업자회원 승인이 취소되었습니다. 자세한 사항은 시설관리공단으로 문의해주세요.',

  reduction_registered:
    '[통합주차포털] #{plate} 차량의 주차요금 감면(#{discountNm}) 사전등록이 완료되었습니다. 등록 기간: ~#{endDt}',
  reduction_received:
    '[통합주차포털] #{plate} 차량의 감면 사전등록 신청이 접수되었습니다. 서류 검토 후 문자로 알려드립니다.',
  reduction_approved:
    '[통합주차포털] #{plate} 차량의 감면(#{discountNm}) 사전등록이 승인되었습니다. 등록 기간: ~#{endDt}',
  reduction_rejected:
    '[통합주차포털] #{plate} 차량의 감면 사전등록 신청이 반려되었습니다. 자세한 사항은 시설관리공단으로 문의해주세요.',

  // Reminders (optional: each member may turn each off). Sender and opt-out way in every one.
  unpaid_due_d3:
    '[#{orgName}] #{plate} 차량의 미납 주차요금 #{amount}원의 납부기한이 3일 남았습니다(#{dueDate}까지). 기한이 지나면 가산금이 붙습니다. 납부: 통합주차포털 > 미납요금 조회(/lookupunpaid). 알림을 받지 않으려면 마이페이지 > 알림 설정(/mypagenotification)에서 끌 수 있습니다.',
  unpaid_due_d1:
    '[#{orgName}] #{plate} 차량의 미납 주차요금 #{amount}원의 납부기한이 내일(#{dueDate})입니다. 기한이 지나면 가산금이 붙습니다. 납부: 통합주차포털 > 미납요금 조회(/lookupunpaid). 알림을 받지 않으려면 마이페이지 > 알림 설정(/mypagenotification)에서 끌 수 있습니다.',
  season_pass_end_d7:
    '[#{orgName}] #{lot} 정기권(차량 #{plate})이 #{endDate}에 끝납니다(7일 전). 다음 기간 정기권은 통합주차포털 > 정기권 신청(/periodinfo)에서 신청할 수 있습니다. 알림을 받지 않으려면 마이페이지 > 알림 설정(/mypagenotification)에서 끌 수 있습니다.',
  season_pass_payment_deadline:
    '[#{orgName}] #{lot} 정기권 납부기한이 #{deadline}까지입니다. 이용기간 #{period}, 금액 #{amount}원. 기한이 지나면 자동 취소됩니다. 알림을 받지 않으려면 마이페이지 > 알림 설정(/mypagenotification)에서 끌 수 있습니다.',
  prepaid_balance_low:
    '[#{orgName}] #{company}의 웹 할인권 잔여량이 #{balance}(으)로 설정하신 기준(#{threshold}) 아래입니다. 충전: 통합주차포털 > 웹 할인권. 알림을 받지 않으려면 마이페이지 > 알림 설정(/mypagenotification)에서 끌 수 있습니다.',
} as const;

/** Labels of the kinds (member's message list, staff views, the demo outbox). */
export const notificationKo = {
  kinds: {
    verification_code: '인증번호',
    season_pass_assigned: '정기권 배정',
    season_pass_waitlisted: '정기권 대기 접수',
    season_pass_applied: '정기권 신청 접수',
    season_pass_offered: '정기권 대기 배정',
    season_pass_not_drawn: '정기권 추첨 결과',
    season_pass_cancelled_deadline: '정기권 기한 경과 취소',
    season_pass_cancelled_member: '정기권 취소',
    season_pass_cancelled_admin: '정기권 관리자 취소',
    season_pass_paid: '정기권 결제 완료',
    season_pass_car_confirmed: '차량 소유 확인',
    season_pass_car_rejected: '차량 소유 확인 반려',
    business_approved: '사업자회원 승인',
    business_approval_cancelled: '사업자회원 승인 취소',
    reduction_registered: '감면 사전등록 완료',
    reduction_received: '감면 사전등록 접수',
    reduction_approved: '감면 사전등록 승인',
    reduction_rejected: '감면 사전등록 반려',
    unpaid_due_d3: '미납요금 납부기한 3일 전',
    unpaid_due_d1: '미납요금 납부기한 1일 전',
    season_pass_end_d7: '정기권 종료 7일 전',
    season_pass_payment_deadline: '정기권 납부기한 안내',
    prepaid_balance_low: '웹 할인권 잔여량 부족',
  },
  channels: { alimtalk: '알림톡', sms: '문자' },
  statuses: {
    queued: '대기',
    sending: '발송 중',
    sent: '발송',
    failed: '실패',
    fallback_sent: '문자 대체 발송',
    skipped: '발송 안 함',
  },
} as const;

/** What each reminder says, under its switch on /mypagenotification. */
const reminderHints = {
  unpaid_due_d3: '본인 차량의 미납 주차요금 납부기한 3일 전에 금액과 납부 방법을 알려 드립니다.',
  unpaid_due_d1: '납부기한 하루 전에 한 번 더 알려 드립니다. 기한이 지나면 가산금이 붙습니다.',
  season_pass_end_d7: '정기권이 끝나기 7일 전에 다음 기간 신청 방법을 알려 드립니다.',
  season_pass_payment_deadline: '배정된 정기권의 납부기한 24시간 전에 알려 드립니다.',
  prepaid_balance_low: '주차장별 웹 할인권 잔여 시간이 정하신 기준보다 적어지면 알려 드립니다.',
} as const;

/** Why a message was not sent (the outbox's reason), for staff. */
const skipReasons = {
  unverified_phone: '인증되지 않은 번호',
  opted_out: '회원이 알림을 끔',
  missing_var: '내용 누락',
  too_long_var: '내용이 너무 김',
  bad_phone: '잘못된 번호',
} as const;

/**
 * A member's choices (/mypagenotification, GET/POST /api/member/notifications.json) and the staff views of the
 * messages: member detail log, admin home daily counts (decisions 214, 215).
 */
export const notificationSettingsKo = {
  intro: '받을 알림과 받는 방법을 고를 수 있습니다. 회원님께 보내 드릴 수 있는 알림만 보여 드립니다.',
  /** under the reminders, where the unpaid ones are offered (general members) */
  unpaidNote:
    '미납요금 알림은 본인 차량으로 확인된 차량(차량 소유 확인 또는 정기권 결제)에 대해서만 보내 드립니다.',
  loading: '알림 설정을 불러오는 중',
  loadFailed: '알림 설정을 불러오지 못했습니다.',
  remindersTitle: '받을 알림',
  kindName: (kind: string): string => (notificationKo.kinds as Record<string, string>)[kind] ?? kind,
  kindHint: (kind: string): string => (reminderHints as Record<string, string>)[kind] ?? '',
  fixedNote: '다음 알림은 인증번호이거나 법령·계약상 알려 드려야 하는 안내라서 끌 수 없습니다.',
  prepaidLowLabel: '알림 기준 잔여 시간',
  prepaidLowHint:
    '주차장별 잔여 시간이 이 시간보다 적어지면 한 번 알려 드립니다(10~6,000분). 다시 충전한 뒤 또 적어지면 다시 알려 드립니다.',
  minutes: '분',
  channelTitle: '받는 방법',
  channelHint: '인증번호는 언제나 문자로 보내 드립니다.',
  channelChoice: {
    alimtalk: '카카오톡 알림톡 (받지 못하면 문자로 보내 드립니다)',
    sms: '문자(SMS)',
  },
  save: '저장',
  saving: '저장하는 중',
  saved: '알림 설정을 저장했습니다.',
  messagesTitle: '최근 받은 알림 (최근 20건)',
  messagesEmpty: '아직 보내 드린 알림이 없습니다.',
  channelName: (channel: string): string =>
    (notificationKo.channels as Record<string, string>)[channel] ?? channel,
  statusName: (status: string): string =>
    (notificationKo.statuses as Record<string, string>)[status] ?? status,
  reasonName: (reason: string | null): string =>
    reason === null ? '' : ((skipReasons as Record<string, string>)[reason.split(':')[0]!] ?? reason),
  // the staff section's title, hint and button are ko.adminMembers.messages (on the member detail before the log
  // and these texts load, decision 223)
  staffLoadFailed: '알림 발송 내역을 불러오지 못했습니다.',
  dailyTitle: (day: string) => `오늘(${day}) 보낸 알림`,
  dailyEmpty: '오늘 보낸 알림이 없습니다.',
  col: {
    at: '일시',
    kind: '종류',
    channel: '방법',
    status: '결과',
    reason: '사유',
    text: '내용',
    count: '건수',
  },
  v: {
    toggle: '알림마다 받기 또는 받지 않기를 선택해 주세요.',
    channel: '받는 방법을 선택해 주세요.',
    prepaidLow: '알림 기준 잔여 시간은 10분에서 6,000분 사이의 분 단위 숫자로 입력해 주세요.',
    prepaidLowBusinessOnly: '웹할인권 잔여 시간 알림은 사업자 회원만 설정할 수 있습니다.',
    fixed: '이 알림은 끌 수 없습니다.',
    unknownKind: '알 수 없는 알림 종류입니다.',
    /** a reminder that cannot reach the member's category (decision 215, 2026-11-28) */
    notOffered: (kindName: string, forBusiness: boolean): string =>
      `${kindName} 알림은 ${forBusiness ? '사업자' : '일반'} 회원만 받을 수 있습니다.`,
  },
};
