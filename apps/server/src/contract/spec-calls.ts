/**
 * The spec's call lists (spec 1 §7, spec 2 §7, spec 3 §7) as data: path, method, the parameter names the spec
 * names (with values that fit the demo data) and the answer keys the spec reads. contract.test.ts sends each
 * call exactly so against the demo-seeded server. A call the server answers differently must name the decision
 * record that explains the deviation; a new deviation without one fails the test. Every later issue adds its
 * calls here.
 */
export type Caller = 'anonymous' | 'citizen' | 'store' | 'admin';

export interface SpecCall {
  /** where the spec lists it, e.g. '1 §7 Session and account' */
  spec: string;
  method: 'GET' | 'POST';
  path: string;
  /** how the spec sends the parameters: query string, form (urlencoded) or multipart */
  send: 'query' | 'form' | 'multipart';
  /** the spec's parameter names with values fitting the demo data */
  params: Record<string, string>;
  as: Caller;
  /** dot paths the spec reads from the answer ('' = only a 2xx is read) */
  reads: string[];
  /** a deliberate deviation: the status the server answers instead, and the decision record that explains it */
  deviation?: { status: number; decision: string };
  /** parameter names whose absence must be refused with a 400 (bad-input sweep); default: none */
  required?: string[];
  /** parameters to send with a wrong type in the bad-input sweep (value replaced by 'x'.repeat(3) / '-1') */
  typed?: string[];
}

export const SPEC_CALLS: SpecCall[] = [
  // ───────── spec 1 §7 Session and account ─────────
  {
    spec: '1 §7 Session and account',
    method: 'POST',
    path: '/api/actionLogin.json',
    send: 'query',
    params: { empNo: 'citizen1', password: 'Citizen#2026' },
    as: 'anonymous',
    reads: [],
    // credentials never travel in a URL (DESIGN.md §4): the body is required
    deviation: { status: 400, decision: '002' },
  },
  {
    spec: '1 §7 Session and account',
    method: 'POST',
    path: '/api/visitInfo',
    send: 'form',
    params: { visitedPathName: '/main', visitedCategory: '메인 > 메인' },
    as: 'anonymous',
    reads: [],
  },
  {
    spec: '1 §7 Session and account',
    method: 'POST',
    path: '/api/member/findId.json',
    send: 'form',
    params: { empNm: '김시민', empMobile: '01000000000' },
    as: 'anonymous',
    reads: ['message'],
    required: ['empNm', 'empMobile'],
  },
  {
    spec: '1 §7 Session and account',
    method: 'POST',
    path: '/api/member/checkId.json',
    send: 'form',
    params: { empNo: 'citizen1', empMobile: '01000000000' },
    as: 'anonymous',
    reads: ['result'],
    required: ['empNo', 'empMobile'],
  },
  {
    spec: '1 §7 Session and account',
    method: 'GET',
    path: '/api/member/mobileCk.json',
    send: 'query',
    params: { empMobile: '01099998888' },
    as: 'anonymous',
    reads: ['result'],
    required: ['empMobile'],
  },
  {
    spec: '1 §7 Session and account',
    method: 'GET',
    path: '/api/member/idDplctCnfirmAjax.json',
    send: 'query',
    params: { checkId: 'newperson1' },
    as: 'anonymous',
    reads: ['usedCnt'],
    required: ['checkId'],
  },
  {
    spec: '1 §7 Session and account',
    method: 'POST',
    path: '/api/reduction/irs.json',
    send: 'form',
    params: { carNo: '12가3456', carOwnerNm: '김시민' },
    as: 'anonymous',
    reads: ['value.dcList'],
    required: ['carNo'],
  },
  {
    spec: '2 §7 Discount check',
    method: 'GET',
    path: '/api/reduction/irs.json',
    send: 'query',
    params: { carNo: '12가3456', carOwnerNm: '김시민' },
    as: 'anonymous',
    reads: ['value.dcList'],
  },
  // ───────── spec 1 §7 Lots and pre-payment ─────────
  {
    spec: '1 §7 Lots and pre-payment',
    method: 'GET',
    path: '/api/parking/map.json',
    send: 'query',
    params: {},
    as: 'anonymous',
    reads: ['parkingMapList'],
  },
  {
    spec: '1 §7 Lots and pre-payment',
    method: 'GET',
    path: '/api/parking/searchParkingList.json',
    send: 'query',
    params: {},
    as: 'anonymous',
    reads: ['parkingList'],
  },
  {
    spec: '1 §7 Lots and pre-payment',
    method: 'GET',
    path: '/api/prepay/searchPrepayList.json',
    send: 'query',
    params: { carNo: '3456' },
    as: 'anonymous',
    reads: ['value.result'],
    required: ['carNo'],
  },
  {
    spec: '1 §7 Lots and pre-payment',
    method: 'GET',
    path: '/api/prepay/getDiscountList.json',
    send: 'query',
    params: {},
    as: 'anonymous',
    reads: ['discountList'],
  },
  // ───────── spec 2 §7 Unpaid ─────────
  {
    spec: '2 §7 Unpaid',
    method: 'GET',
    path: '/api/unpaid/searchUnpaidList.json',
    send: 'query',
    params: { carNo: '12가3456' },
    as: 'anonymous',
    reads: ['value.cnt', 'value.result', 'value.totAddAmt', 'value.totUseAmt'],
    required: ['carNo'],
  },
  {
    spec: '2 §7 Unpaid',
    method: 'GET',
    path: '/api/unpaid/searchUnpaidListKnl.json',
    send: 'query',
    params: { carNo: '12가3456' },
    as: 'anonymous',
    reads: ['value.cnt', 'value.result', 'value.totAddAmt', 'value.totUseAmt'],
    required: ['carNo'],
  },
  // ───────── spec 2 §7 Notices, FAQ, Q&A ─────────
  {
    spec: '2 §7 Notices and FAQ',
    method: 'GET',
    path: '/api/board/notice/list.json',
    send: 'query',
    params: {
      searchCondition: '1',
      searchKeyword: '',
      bbsCd: 'notice',
      recordCountPerPage: '10',
      firstIndex: '0',
    },
    as: 'anonymous',
    reads: ['boardList', 'boardTotalCount'],
    typed: ['firstIndex'],
  },
  {
    spec: '2 §7 Notices and FAQ',
    method: 'GET',
    path: '/api/board/faq/list.json',
    send: 'query',
    params: {
      searchCondition: '1',
      searchKeyword: '',
      bbsCd: 'faq',
      recordCountPerPage: '10',
      firstIndex: '0',
    },
    as: 'anonymous',
    reads: ['boardList', 'boardTotalCount'],
  },
  {
    spec: '2 §7 Q&A',
    method: 'GET',
    path: '/api/inquiry/list',
    send: 'query',
    params: { recordCountPerPage: '10', firstIndex: '0' },
    as: 'anonymous',
    reads: ['boardList', 'boardTotalCount'],
    typed: ['recordCountPerPage'],
  },
  {
    spec: '2 §7 Q&A',
    method: 'POST',
    path: '/api/inquiry/insert',
    send: 'multipart',
    params: {
      writer: '방문자',
      title: '계약 시험',
      content: '주차장 문의',
      nondisclosure: 'true',
      password: 'abcd1234',
    },
    as: 'anonymous',
    reads: [],
    required: ['title'],
  },
  {
    spec: '2 §7 Q&A',
    method: 'POST',
    path: '/api/inquiry/insert',
    send: 'multipart',
    params: { writer: '방문자', title: '공개 질문', content: '주차장 문의', nondisclosure: 'false' },
    as: 'anonymous',
    reads: [],
  },
  // ───────── spec 2 §7 My-page ─────────
  {
    spec: '2 §7 My-page',
    method: 'GET',
    path: '/api/prepay/searchPrepayList.json',
    send: 'query',
    params: { carNo: '12가3456', startDate: '2026-01-01', endDate: '2026-12-31' },
    as: 'citizen',
    reads: ['value.result'],
  },
  {
    spec: '2 §7 My-page',
    method: 'GET',
    path: '/api/unpaid/searchUnpaidList.json',
    send: 'query',
    params: { carNo: '12가3456', startDate: '2026-01-01', endDate: '2026-12-31' },
    as: 'citizen',
    reads: ['value.result'],
  },
  {
    spec: '2 §7 My-page',
    method: 'GET',
    path: '/api/unpaid/searchUnpaidList.json',
    send: 'query',
    params: { carNo: '12가3456', startDate: '2026-01-01', endDate: '2026-12-31', myPage: 'Y' },
    as: 'citizen',
    reads: ['value.result'],
  },
  // ───────── spec 2 §7 Season pass (issue 15) ─────────
  {
    spec: '2 §7 Season pass',
    method: 'GET',
    path: '/api/period/getParkingAndDiscountList.json',
    send: 'query',
    params: {},
    as: 'citizen',
    reads: ['parkingList', 'discountList', 'discountCgList'],
  },
  {
    spec: '2 §7 Season pass',
    method: 'POST',
    path: '/api/period/checkTime.json',
    send: 'form',
    params: { sectnId: '217', nowDate: '2026-01-01 00:00:00' },
    as: 'citizen',
    reads: ['value.END_DTTM', 'value.PARKING_NM'],
    required: ['sectnId'],
    typed: ['sectnId'],
  },
  {
    spec: '2 §7 Season pass',
    method: 'POST',
    path: '/api/period/insertAction.json',
    send: 'multipart',
    params: {
      sectnId: '217',
      waitingNm: '김시민',
      carOwnerNm: '김시민',
      carNo: '12가3456',
      telNo: '010-1234-5678',
      addr: '경기도 이천시 부악로 55',
      addrDetail: '101동 1203호',
      zipcode: '17379',
      useDivCd: 'UTM-002',
      startDttm: '2026-01-01',
      endDttm: '2026-03-31',
      discountCd: 'DC001',
    },
    as: 'citizen',
    reads: ['value.result', 'value.message'],
    // both privacy consents are required on the server too: the form sends agree1=Y and agree2=Y
    deviation: { status: 400, decision: '097' },
  },
  {
    spec: '2 §7 Season pass',
    method: 'GET',
    path: '/api/period/searchPeriodList.json',
    send: 'query',
    params: { carNo: '3456', pageIndex: '1', pageUnit: '10' },
    as: 'citizen',
    reads: ['value.result'],
    required: ['carNo'],
  },
  {
    spec: '2 §7 Season pass',
    method: 'GET',
    path: '/api/period/view.json',
    send: 'query',
    // citizen1's application in lot 2's lottery (the demo seed writes the 14 of lot 102's past draw first)
    params: { periodId: '15', isMobile: 'false' },
    as: 'citizen',
    reads: ['resultMap.result.expiredYn', 'resultMap.easypayParams'],
    required: ['periodId'],
    typed: ['periodId'],
  },
  {
    spec: '2 §7 My-page',
    method: 'GET',
    path: '/api/period/searchPeriodList.json',
    send: 'query',
    params: { carNo: '12가3456', startDate: '2026-01-01', endDate: '2026-12-31' },
    as: 'citizen',
    reads: ['value.result'],
  },
  // ───────── spec 3 §7 Season-pass lots (issue 15) ─────────
  {
    spec: '3 §7 Season-pass lots',
    method: 'GET',
    path: '/api/admin/period/manager/insertParkingInfo.json',
    send: 'query',
    params: {},
    as: 'admin',
    reads: ['message'],
  },
  {
    spec: '3 §7 Season-pass lots',
    method: 'GET',
    path: '/api/admin/period/manager/selectPeriodParkingListByKeyword.json',
    send: 'query',
    params: { searchKeyword: '' },
    as: 'admin',
    reads: ['value'],
  },
  {
    spec: '3 §7 Season-pass lots',
    method: 'POST',
    path: '/api/admin/period/manager/updatePeriodParking.json',
    send: 'form',
    params: {
      sectnId: '12',
      startDttm: '2026-01-01 00:00:00',
      endDttm: '2026-01-31 23:59:59',
      periodAllotType: 'FCOME',
    },
    as: 'admin',
    reads: ['value'],
  },
  // ───────── spec 3 §7 Boards, popups, banners ─────────
  {
    spec: '3 §7 Boards',
    method: 'GET',
    path: '/api/admin/board/notice/list.json',
    send: 'query',
    params: {
      searchCondition: '1',
      searchKeyword: '',
      bbsCd: 'notice',
      recordCountPerPage: '10',
      firstIndex: '0',
    },
    as: 'admin',
    reads: ['boardTotalCount', 'boardList'],
  },
  {
    spec: '3 §7 Popups',
    method: 'GET',
    path: '/api/admin/popup/list.json',
    send: 'query',
    params: { searchCondition: '1', searchKeyword: '' },
    as: 'admin',
    reads: ['popupList'],
  },
  {
    spec: '3 §7 Banners',
    method: 'GET',
    path: '/api/admin/banner/list.json',
    send: 'query',
    params: { searchCondition: '1', searchKeyword: '' },
    as: 'admin',
    reads: ['bannerList'],
  },
];
