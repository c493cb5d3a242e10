/** Korean texts of the admin area, composed into `ko.admin` by ../ko.ts. */
export const adminKo = {
  /** the shared admin list/view/form kit (spec 3 §2.1, §4, §8) */
  kit: {
    total: (n: string) => `전체 ${n}건`,
    searchCondition: '검색 조건',
    searchKeyword: '검색어',
    searchPlaceholder: '검색어를 입력하세요',
    search: '검색',
    register: '등록',
    list: '목록',
    edit: '수정',
    delete: '삭제',
    cancel: '취소',
    save: '저장',
    excel: '엑셀 다운로드',
    excelBusy: '엑셀 파일을 만드는 중입니다…',
    excelFailed: '엑셀 파일을 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
    excelEmpty: '내려받을 데이터가 없습니다.',
    number: '번호',
    pagination: '페이지 이동',
    tableCaption: (title: string, page: number, pages: number) =>
      `${title} 목록, ${pages}페이지 중 ${page}페이지`,
    rowOpen: (title: string) => `${title} 상세 보기`,
    loading: '불러오는 중입니다…',
    noData: '조회된 데이터가 없습니다.',
    loadFailed: '목록을 불러오지 못했습니다.',
    invalidAccess: '잘못된 접근입니다.',
    noInformation: '정보가 없습니다.',
    deleteConfirm: '삭제하시겠습니까?',
    deleteConfirmLoss: '삭제하시겠습니까? 삭제된 데이터는 복구할 수 없습니다.',
    cancelConfirm: '취소하시겠습니까?',
    saved: '저장되었습니다.',
    updated: '수정되었습니다.',
    deleted: '삭제되었습니다.',
    requiredCheck: '필수값 확인',
    saving: '저장 중입니다…',
    viewTable: '상세 정보',
    yes: '사용',
    no: '미사용',
    conditions: { title: '제목', content: '내용', both: '제목+내용' },
    selectAll: '전체 선택',
    selectRow: (name: string) => `${name} 선택`,
    /** spec 3 §5 'no checkbox selected' */
    noneSelected: '선택된 항목이 없습니다.',
    deleteSelected: '선택 삭제',
    pageSize: '페이지당 행 수',
    pageSizeOption: (n: number) => `${n}개씩 보기`,
    rowActions: '관리',
    /** the cue of a table wider than the screen (issue 14 "Mobile tables") */
    scrollHint: '표를 좌우로 밀어서 나머지 항목을 볼 수 있습니다.',
    scrollRegion: (caption: string) => `${caption} (좌우로 스크롤)`,
    rowAction: (row: string, action: string) => `${row} ${action}`,
  },
  /** the back office home (/adminhome, decision 142) */
  home: {
    intro: '처리를 기다리는 업무를 한눈에 확인할 수 있습니다.',
    pendingBusiness: '승인 대기 사업자회원',
    unanswered: '답변 대기 Q&A',
    todayPayments: (day: string) => `오늘(${day}) 결제`,
    count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
    amount: (n: number) => `${n.toLocaleString('ko-KR')}원`,
    open: (what: string) => `${what} 바로가기`,
    loadFailed: '현황을 불러오지 못했습니다.',
  },
} as const;

/** Error codes of the admin area (merged into `ko.errors`). */
export const adminErrors = {} as const;
