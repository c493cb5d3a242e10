/**
 * The zip code and address fields filled by the Daum postcode widget (components/postcode), as `ko.postcode`: a
 * section of their own, so a form with an address loads these few texts and not the whole accounts catalogue
 * (decision 225).
 */
export const postcodeKo = {
  zipcode: '우편번호',
  address: '주소',
  addressPlaceholder: '우편번호 검색 버튼을 눌러 주소를 찾아주세요.',
  detail: '상세주소',
  search: '우편번호 검색',
  loading: '주소 검색 서비스를 불러오는 중입니다…',
  dialogTitle: '우편번호 검색',
  unavailableTitle: '주소 검색 서비스를 불러올 수 없습니다',
  unavailable: '우편번호와 주소를 직접 입력해주세요. 우편번호는 숫자 5자리입니다.',
};
