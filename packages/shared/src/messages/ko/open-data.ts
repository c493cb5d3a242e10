/**
 * Korean texts of the open data answers (issue 35): the refusals of the standard data set's routes and the
 * phrases its 특기사항 column is made of, as `ko.openData`.
 */
const comma = (n: number) => n.toLocaleString('en-US');

export const openDataKo = {
  /** a query parameter the route does not take */
  unknownParameter: '지원하지 않는 요청 변수입니다.',
  /** ?encoding= other than utf-8 or cp949 */
  encodingUnknown: '지원하지 않는 문자 인코딩입니다. utf-8 또는 cp949 중에서 선택해주세요.',
  /** 특기사항: the parts, joined with ' / ' */
  note: {
    freeEntry: (min: number) => `입차 후 ${min}분 이내 출차 시 무료`,
    freeFirst: (min: number) => `최초 ${min}분 무료`,
    dayMaximum: '1일주차권요금은 24시간마다 적용되는 1일 최대요금',
    seasonPassDay: (amount: number) => `월정기권(주간) ${comma(amount)}원`,
    seasonPassNight: (amount: number) => `월정기권(야간) ${comma(amount)}원`,
    evCells: (n: number) => `전기차 충전구획 ${n}면`,
    disabledCells: (n: number) => `장애인전용주차구역 ${n}면`,
    separator: ' / ',
  },
} as const;
