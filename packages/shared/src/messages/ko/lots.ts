import { groupDigits } from '../../common/digits';
import { MAX_APPLICATIONS_PER_MEMBER } from '../../season-pass/rules';

/** 1234567 → '1,234,567' (Intl is too slow for the fee engine's breakdown lines). */
function comma(n: number): string {
  const neg = n < 0;
  let s = String(Math.abs(Math.trunc(n)));
  for (let i = s.length - 3; i > 0; i -= 3) s = `${s.slice(0, i)},${s.slice(i)}`;
  return neg ? `-${s}` : s;
}

/** Korean texts of the lots area, composed into `ko.lots` by ../ko.ts. */
export const lotsKo = {
  /** validation messages of the fee estimator and the lot/equipment APIs */
  v: {
    insufficient: '입력값이 부족합니다.',
    dateTimeFormat: '날짜와 시간은 YYYY-MM-DD HH:mm 형식으로 입력해주세요.',
    dateTimeRange: '날짜는 2000년부터 2099년 사이로 입력해주세요.',
    outBeforeIn: '출차일시는 입차일시보다 뒤여야 합니다.',
    stayTooLong: '주차 시간은 최대 366일까지 계산할 수 있습니다.',
    lotId: '주차장을 선택해주세요.',
    discountCd: '감면 유형을 확인해주세요.',
    plate: '차량번호를 확인해주세요.',
    carOwnerNm: '차량 소유자 이름을 입력해주세요.',
    eventId: '이벤트 ID는 1~100자의 영문, 숫자, 기호(-_.:)로 입력해주세요.',
    time: '시각은 ISO 8601 형식(예: 2026-03-01T09:30:00+09:00)으로 입력해주세요.',
    timeFuture: '시각이 현재보다 10분 넘게 미래입니다. 장비의 시계를 확인해주세요.',
  },
  /** breakdown lines of the fee engine */
  fee: {
    freeEntry: (min: number) => `무료 입차시간(${min}분 이내)`,
    freeVehicle: '무료 차량',
    seasonPass: '정기권 차량 (이용시간 내 입차)',
    freePeriod: '무료 주차시간',
    reductionFreePeriod: '감면 무료시간',
    prepaid: '웹 할인권 적용 시간',
    prepaidFree: '전통시장 무료 추가시간',
    outOfHours: '운영시간 외(요금 없음)',
    base: (min: number) => `기본요금(최초 ${min}분)`,
    unit: (unitMin: number, unitAmt: number) => `추가요금(${unitMin}분당 ${comma(unitAmt)}원)`,
    dayNUnit: (day: number, unitMin: number, unitAmt: number) =>
      `${day}일차 요금(${unitMin}분당 ${comma(unitAmt)}원)`,
    dayCap: (day: number, max: number) => `${day}일차 일 최대요금(${comma(max)}원) 적용`,
    reductionRate: (name: string, rate: number) => `감면: ${name} ${rate}%`,
    reductionFixed: (name: string, amt: number) => `감면: ${name} ${comma(amt)}원`,
    rounding: '10원 미만 절사',
  },
  /** labels of the discount list and tariff summaries */
  tariffSummary: (dfltTm: number, dfltAmt: number, intvlTm: number, intvlAmt: number, dayMax: number) =>
    `최초 ${dfltTm}분 ${comma(dfltAmt)}원, 이후 ${intvlTm}분당 ${comma(intvlAmt)}원, 일 최대 ${comma(dayMax)}원`,
  equipment: {
    entered: '입차 처리되었습니다.',
    exited: '출차 처리되었습니다.',
    exitedUnpaid: '출차 처리되었습니다. 미납 요금이 등록되었습니다.',
  },
  cli: {
    keyIssued: (lotId: number) =>
      `주차장 ${lotId}의 장비 API 키를 발급했습니다. 이 키는 다시 표시되지 않습니다.`,
    keyRevoked: (lotId: number, n: number) => `주차장 ${lotId}의 장비 API 키 ${n}개를 폐기했습니다.`,
    keyUsage:
      '사용법: npm run equipment:key -- issue --lot <주차장ID> [--label <이름>] | revoke --lot <주차장ID> | list',
  },
  /** /map (spec 1 §2.9) */
  map: {
    region: '주차장 지도',
    legendTitle: '혼잡도',
    levels: { busy: '매우 혼잡', crowded: '혼잡', free: '여유' },
    levelRanges: { busy: '사용률 80% 초과', crowded: '사용률 60% 초과', free: '사용률 60% 이하' },
    distanceLegend: '거리',
    distances: { all: '전체', within500: '500m', within1000: '1km', beyond1000: '1km 이상' },
    locating: '현재 위치를 확인하는 중입니다…',
    located: '현재 위치를 기준으로 거리를 계산합니다.',
    geoFailed: '현재 위치를 확인할 수 없어 기본 위치(이천시 중심)를 기준으로 표시합니다.',
    geoUnsupported: '이 브라우저는 위치 확인을 지원하지 않아 기본 위치(이천시 중심)를 기준으로 표시합니다.',
    myLocation: '기준 위치',
    locate: '내 위치로 이동',
    marker: (name: string, available: number, level: string) => `${name}, 주차가능 ${available}면, ${level}`,
    listTitle: '주차장 목록',
    listCount: (n: number, total: number) => `전체 ${total}곳 중 ${n}곳 표시`,
    showOnMap: (name: string) => `${name} 지도에서 보기`,
    noLots: '선택한 거리 안에 주차장이 없습니다.',
    loading: '주차장 정보를 불러오는 중입니다…',
    loadError: '주차장 정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    tilesUnavailable: '지도 배경을 불러오지 못했습니다. 주차장 위치와 목록은 그대로 이용할 수 있습니다.',
    roadview: '로드뷰',
    roadviewOn: '로드뷰 보기',
    roadviewOff: '로드뷰 닫기',
    noPanorama: '이 주차장 주변 50m 안에는 로드뷰가 없습니다.',
    sdkFailed: '카카오 지도를 불러오지 못해 기본 지도로 표시합니다.',
    zoomIn: '지도 확대',
    zoomOut: '지도 축소',
    closePopup: '닫기',
    /** polite announcement when the live stream changes a lot's free count (decision 219) */
    liveChanged: (name: string, available: number) => `${name} 주차가능 ${available}면으로 바뀌었습니다.`,
    liveChangedMany: (n: number) => `주차장 ${n}곳의 주차가능 면수가 바뀌었습니다.`,
  },
  /** lot detail (map popup and list modal) */
  detail: {
    kind: '구분',
    cells: '주차면수',
    available: '주차가능',
    disabledCells: '장애인 주차면',
    evCells: '전기차 충전면',
    roadAddress: '도로명 주소',
    lotAddress: '지번 주소',
    baseFee: '기본요금',
    unitFee: '추가요금',
    dayMax: '1일 최대',
    freeEntry: '무료 회차',
    freeFirst: '최초 무료',
    hours: '운영시간',
    hours24: '24시간 운영',
    distance: '거리',
    grade: '급지',
    gradeName: (g: number) => `${g}급지`,
    count: (n: number) => `${groupDigits(n)}면`,
    minutes: (n: number) => (n % 60 === 0 && n >= 60 ? `${n / 60}시간` : `${n}분`),
    baseFeeText: (min: string, amt: string) => `최초 ${min} ${amt}`,
    unitFeeText: (min: string, amt: string) => `${min}당 ${amt}`,
    freeEntryText: (min: string) => `입차 후 ${min} 이내 출차 시 무료`,
    none: '없음',
    image: (name: string) => `${name} 사진`,
    noImage: '등록된 사진이 없습니다.',
    updatedAt: (t: string) => `${t} 기준`,
    directions: '길찾기',
    directionsLabel: (name: string) => `${name} 길찾기 (카카오맵, 새 창)`,
    notOperated: '미운영',
  },
  /** /list (spec 1 §2.10) */
  list: {
    searchForm: '주차장 검색',
    kind: '주차장 구분',
    kinds: { all: '전체', PUBLIC: '공영', PARK: '공원', ATTACHED: '부설' },
    scope: '검색 구분',
    scopes: { all: '전체', name: '주차장명', address: '주소' },
    keyword: '검색어',
    keywordPlaceholder: '주차장명 또는 주소를 입력하세요',
    search: '검색',
    total: (n: number) => `총 ${groupDigits(n)}건`,
    caption: '주차장 검색 결과',
    columns: {
      no: '번호',
      name: '주차장명',
      kind: '구분',
      address: '주소',
      cells: '주차면수',
      available: '주차가능',
    },
    detailOf: (name: string) => `${name} 상세보기`,
    pagination: '페이지 이동',
    page: (n: number) => `${n}페이지`,
    controls: { first: '첫 페이지', previous: '이전 페이지', next: '다음 페이지', last: '마지막 페이지' },
    loading: '주차장 목록을 불러오는 중입니다…',
  },
  /** guides (spec 1 §2.11, §2.12; spec 2 §2) */
  guides: {
    loading: '요금 정보를 불러오는 중입니다…',
    loadError: '요금 정보를 불러오지 못했습니다.',
    tariffCaption: '공영주차장 주차요금표',
    tariffColumns: {
      grade: '급지',
      lots: '주차장',
      base: '기본요금',
      unit: '추가요금',
      dayMax: '1일 최대',
      freeFirst: '최초 무료',
      hours: '운영시간',
    },
    feeInfo: {
      intro: '공영주차장의 주차요금, 이용 제한, 방치차량 처리 기준과 이용 시 유의사항을 안내합니다.',
      feeTitle: '주차요금',
      feeNoteFreeEntry: (freeEntry: string) =>
        `입차 후 ${freeEntry} 이내에 출차하는 차량(회차 차량)은 요금을 받지 않습니다.`,
      feeNotes: [
        '기본요금 시간이 지나면 추가요금 단위 시간마다 추가요금이 붙으며, 입차(무료시간이 있으면 무료시간이 끝난 때)부터 24시간마다 1일 최대요금을 넘지 않습니다.',
        '최초 무료시간이 있는 주차장은 무료시간이 지난 때부터 요금을 계산합니다.',
        '감면 대상 차량은 감면을 적용한 뒤 10원 미만을 절사합니다.',
      ],
      noLots: '등록된 주차장 요금 정보가 없습니다.',
      hoursTitle: '운영시간',
      hoursCaption: '주차장 운영시간 및 월정기권 이용시간',
      hoursColumns: { division: '구분', time: '시간' },
      hoursRows: [
        ['주간 운영', '08:00 ~ 20:00'],
        ['야간 운영', '20:00 ~ 익일 08:00'],
        ['월정기권 주간', '08:00 ~ 20:00'],
        ['월정기권 야간', '18:30 ~ 익일 08:00'],
        ['월정기권 주·야간', '08:00 ~ 익일 08:00'],
      ],
      hours24Note: '24시간 운영 주차장은 시간과 관계없이 같은 요금을 적용합니다.',
      refusalTitle: '주차장 이용 제한(주차 거부)',
      refusalIntro: '다음에 해당하는 차량은 주차장 이용을 제한하거나 출차를 요구할 수 있습니다.',
      refusal: [
        '인화성·폭발성 물질 등 위험물을 실은 차량',
        '주차장 시설을 훼손하거나 다른 이용자에게 피해를 줄 우려가 있는 차량',
        '주차구획을 벗어나 주차하거나 다른 차량의 통행을 방해하는 차량',
        '주차요금을 내지 않거나 미납요금이 있는 차량',
        '관리자의 정당한 안내나 지시에 따르지 않는 차량',
        '주차장에서 영업·판매·숙박 등 주차 외의 목적으로 이용하는 차량',
      ],
      abandonedTitle: '방치차량 처리',
      abandoned: [
        '정당한 사유 없이 1개월 이상 계속 주차한 차량은 방치차량으로 봅니다.',
        '고장 등으로 운행할 수 없는 상태의 차량은 15일 이상 방치하면 방치차량으로 봅니다.',
        '방치차량은 자동차관리법에 따라 소유자에게 자진 처리를 안내한 뒤 견인·매각 등 강제 처리할 수 있으며, 그 비용은 소유자가 부담합니다.',
      ],
      liabilityTitle: '손해배상 책임',
      liability: [
        '주차장 안에서 일어난 도난, 훼손, 차량 간 사고 등에 대해 관리자에게 고의나 과실이 없으면 책임지지 않습니다.',
        '차 안에 둔 현금, 귀중품 등 물품의 분실과 도난은 책임지지 않으니 보관에 유의해주세요.',
        '이용자가 주차장 시설을 훼손하면 원상복구 비용을 부담해야 합니다.',
      ],
      notesTitle: '이용 시 유의사항',
      notes: [
        '주차장 안에서는 서행하고 보행자를 먼저 배려해주세요.',
        '장애인 전용 주차구역과 전기차 충전구역은 해당 차량만 이용할 수 있습니다.',
        '출차 전에 사전결제를 하면 출구에서 기다리지 않고 바로 나갈 수 있습니다.',
        '요금을 내지 않고 출차하면 미납요금으로 등록되고, 납부기한이 지나면 가산금이 붙습니다.',
      ],
    },
    reduction: {
      intro: '관계 법령과 조례에 따라 아래 대상 차량은 주차요금을 감면받을 수 있습니다.',
      tableTitle: '감면 대상 및 감면율',
      caption: '주차요금 감면 대상과 감면 내용',
      columns: { no: '번호', name: '감면 대상', benefit: '감면 내용' },
      exempt: '전액 면제',
      rate: (r: number) => `${r}% 감면`,
      freeThenRate: (free: string, r: number) =>
        r >= 100 ? `최초 ${free} 무료, 이후 전액 면제` : `최초 ${free} 무료, 이후 ${r}% 감면`,
      freeOnly: (free: string) => `최초 ${free} 무료`,
      fixed: (amt: string) => `주차요금에서 ${amt} 감면`,
      general: '감면 없음(일반 요금)',
      howTitle: '감면 받는 방법',
      how: [
        '출차할 때 감면 대상임을 확인할 수 있는 증명서(장애인 등록증, 국가유공자증 등)나 표지를 관리원에게 보여주세요.',
        '사전결제와 미납요금 납부 화면에서는 차량번호와 소유자명으로 감면 자격을 확인해 자동으로 적용합니다.',
        '감면 대상 본인이 탑승하거나 본인 명의 차량일 때만 감면됩니다.',
      ],
      notesTitle: '유의사항',
      notes: [
        '감면 사유가 둘 이상이면 가장 유리한 한 가지만 적용하며, 중복 감면은 되지 않습니다.',
        '투표확인증 감면은 발급일로부터 1개월 동안 1회 적용됩니다.',
        '감면 후 금액의 10원 미만은 절사합니다.',
        '부정한 방법으로 감면을 받은 경우 감면된 요금을 추징합니다.',
      ],
    },
    prepayment: {
      intro: '출차하기 전에 주차요금을 미리 결제하면 출구에서 기다리지 않고 바로 나갈 수 있습니다.',
      stepsTitle: '사전결제 절차',
      steps: [
        { title: '차량 조회', body: '사전결제 조회 화면에서 차량번호 뒤 4자리를 입력합니다.' },
        { title: '입차 내역 선택', body: '조회된 목록에서 내 차량의 입차 내역을 선택합니다.' },
        { title: '요금 확인', body: '감면 자격을 확인하고 결제할 주차요금을 확인합니다.' },
        { title: '카드 결제', body: '신용·체크카드로 결제합니다.' },
        { title: '출차', body: '결제 후 정해진 시간 안에 출차하면 출구 차단기가 자동으로 열립니다.' },
      ],
      notesTitle: '유의사항',
      graceNote: (min: number) =>
        `사전결제 후 ${min}분 이내에 출차해주세요. ${min}분이 지나면 그 뒤의 주차시간에 대해 초과요금이 발생합니다.`,
      notes: [
        '사전결제한 금액은 취소할 수 없습니다.',
        '정기권 차량은 사전결제 대상이 아닙니다.',
        '결제 내역은 마이페이지의 서비스 이용내역에서 확인할 수 있습니다.',
      ],
    },
    unpaid: {
      intro: '주차요금을 내지 않고 출차한 차량의 미납 주차요금을 안내합니다.',
      purposeTitle: '징수 목적',
      purpose:
        '공영주차장의 공정한 이용과 주차질서 확립을 위해, 주차요금을 내지 않고 출차한 차량에 대해 미납요금을 징수합니다.',
      targetTitle: '통지 대상',
      target: '노상·노외 공영주차장을 이용한 뒤 주차요금을 내지 않고 출차한 차량의 소유자에게 통지합니다.',
      methodsTitle: '납부 방법',
      methodsCaption: '주차장 유형별 미납요금 납부 방법',
      methodsColumns: { type: '구분', how: '납부 방법' },
      methods: [
        [
          '노외 주차장',
          '통합주차포털 미납요금 조회·납부(카드), 고지서의 가상계좌 입금, 주차장 관리사무소 방문 납부',
        ],
        [
          '노상 주차장',
          '통합주차포털 미납요금 조회·납부(카드, 노상 탭), 고지서의 가상계좌 입금, 현장 주차관리원 납부',
        ],
      ],
      stepsTitle: '통지 절차',
      steps: [
        { title: '미납 발생', body: '주차요금을 내지 않고 출차하면 미납요금이 등록됩니다.' },
        { title: '납부 안내', body: '차량 소유자에게 미납 내역과 납부기한을 안내합니다.' },
        { title: '독촉 고지', body: '납부기한까지 내지 않으면 가산금을 포함해 다시 고지합니다.' },
        { title: '체납 처분', body: '계속 내지 않으면 관계 법령에 따라 재산을 압류할 수 있습니다.' },
      ],
      surchargeTitle: '가산금',
      surcharge: (rate: number) => `납부기한이 지나면 원금의 ${rate}%에 해당하는 가산금이 붙습니다.`,
      surchargeExample: (principal: string, add: string, total: string) =>
        `예) 미납 주차요금 ${principal} + 가산금 ${add} = 납부할 금액 ${total}`,
      seizureTitle: '체납 처분',
      seizure:
        '가산금까지 내지 않으면 「지방행정제재·부과금의 징수 등에 관한 법률」에 따라 「지방세징수법」의 체납처분 예에 따라 차량 등 재산을 압류할 수 있습니다.',
      lawTitle: '법적 근거',
      law: [
        '「주차장법」 제9조(노상주차장의 주차요금 징수) 및 제24조의2(노외주차장의 주차요금)',
        '「지방행정제재·부과금의 징수 등에 관한 법률」',
        '공영주차장 설치 및 관리 조례',
      ],
      contactTitle: '문의',
      contact: (org: string, phone: string) => `${org} 주차관리 담당 ${phone}`,
    },
    period: {
      intro: '공영주차장을 한 달 단위로 정해진 시간에 이용할 수 있는 월정기권을 안내합니다.',
      stepsTitle: '온라인 신청 절차',
      steps: [
        { title: '로그인', body: '일반회원으로 로그인합니다.' },
        {
          title: '신청서 작성',
          body: '주차장, 이용 구분(주간·야간·주야간), 이용 기간을 정하고 소유가 확인된 차량을 선택합니다.',
        },
        {
          title: '배정',
          body: '선착순 주차장은 바로 배정되고, 추첨 주차장은 신청 기간이 끝난 뒤 추첨으로 배정됩니다. 면수가 모자라면 대기 순번이 부여됩니다.',
        },
        {
          title: '결제',
          body: '배정 결과를 문자로 안내받은 뒤 정기권 조회·결제 화면에서 기한 안에 결제합니다.',
        },
        { title: '이용', body: '결제가 끝나면 이용 시작일부터 정기권 차량으로 입출차할 수 있습니다.' },
      ],
      feeTitle: '월정기권 요금',
      feeCaption: '급지별 월정기권 요금(1개월)',
      feeColumns: { grade: '급지', lots: '주차장', day: '주간', night: '야간', all: '주·야간' },
      hoursNote: '이용시간: 주간 08:00~20:00, 야간 18:30~익일 08:00, 주·야간 08:00~익일 08:00',
      statusTitle: '운영 현황',
      statusCaption: '월정기권 판매 주차장 운영 현황',
      statusColumns: {
        name: '주차장',
        kind: '구분',
        cells: '주차면수',
        day: '주간',
        night: '야간',
        all: '주·야간',
      },
      noLots: '월정기권을 판매하는 주차장이 없습니다.',
      notesTitle: '이용 시 유의사항',
      notes: [
        '정기권은 3개월 단위로 최대 6개월까지 신청할 수 있으며, 이용 기간의 요금을 모두 미리 냅니다.',
        '배정된 정기권을 기한 안에 결제하지 않으면 자동으로 취소되고 다음 대기자에게 배정됩니다.',
        '정기권은 지정한 주차장과 이용시간에만 쓸 수 있으며, 이용시간 밖의 주차는 일반 요금을 냅니다.',
        '정기권은 다른 사람에게 양도하거나 빌려줄 수 없습니다.',
        '정기권은 소유가 확인된 차량만 신청할 수 있습니다. 회원정보의 차량번호·소유자명이 자동차 등록정보와 일치하면 바로 확인되고, 다른 차량은 신청 화면에서 자동차등록증(사본)을 제출해 담당자 확인을 받아주세요.',
        `한 회원은 주차장 한 곳의 신청기간마다 ${MAX_APPLICATIONS_PER_MEMBER}건까지 신청할 수 있습니다(차량 1대당 1건, 추첨은 차량 1대당 1표).`,
        '배정·결제 안내 문자는 회원정보에 인증된 휴대폰 번호로만 보냅니다.',
        '감면 대상자는 신청할 때 감면 유형을 선택하고 증빙 서류를 첨부해주세요.',
      ],
    },
  },
  /** fee estimator (/feecalculation) and simple fee lookup (/advancepayment) */
  estimator: {
    intro: '주차장과 입차·출차 일시, 감면 유형을 선택하면 예상 주차요금을 계산합니다.',
    advanceIntro: '주차장과 입차·출차 일시를 입력해 주차요금을 간편하게 조회합니다.',
    form: '주차요금 계산 조건',
    lot: '주차장',
    lotPlaceholder: '주차장을 선택하세요',
    inDttm: '입차일시',
    outDttm: '출차일시',
    discount: '감면 유형',
    plate: '차량번호 (선택)',
    carOwnerNm: '차량 소유자 이름 (선택)',
    carHint:
      '감면차량으로 등록되었거나 감면 사전등록을 한 차량은 차량번호와 소유자 이름을 입력하면 등록된 감면이 적용됩니다.',
    reset: '초기화',
    search: '조회',
    calculating: '요금을 계산하는 중입니다…',
    resultTitle: '예상 주차요금',
    resultEmpty: '조건을 입력하고 조회 버튼을 누르면 예상 주차요금이 표시됩니다.',
    stay: '주차시간',
    useAmt: '주차요금',
    discountAmt: '감면금액',
    payAmt: '예상 결제금액',
    breakdown: '요금 계산 내역',
    breakdownColumns: { item: '항목', time: '시간', amount: '금액' },
    stayText: (min: number) => {
      const d = Math.floor(min / 1440);
      const h = Math.floor((min % 1440) / 60);
      const m = min % 60;
      return [d ? `${d}일` : '', h ? `${h}시간` : '', m || (!d && !h) ? `${m}분` : '']
        .filter(Boolean)
        .join(' ');
    },
    notice: '안내된 금액은 예상 요금이며, 실제 요금은 출차할 때 정산한 금액과 다를 수 있습니다.',
    optionsLoading: '주차장과 감면 유형을 불러오는 중입니다…',
    optionsError: '주차장 목록을 불러오지 못했습니다.',
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
  /** the live availability stream refused: this address has too many open (decision 218) */
  LIVE_STREAM_ADDRESS_LIMIT:
    '이 주소에서 연결한 실시간 주차정보가 너무 많습니다. 열려 있는 창을 닫은 뒤 다시 시도해주세요.',
  /** the live availability stream refused: the server holds as many as it may */
  LIVE_STREAM_FULL: '실시간 주차정보 연결이 가득 찼습니다. 잠시 후 다시 시도해주세요.',
} as const;
