/** Korean texts of the content area, composed into `ko.content` by ../ko.ts. */
export const contentKo = {
  /** upload messages (spec 3 §5 "Attachments"; verbatim where the spec quotes Korean) */
  upload: {
    tooLarge: '최대 20mb까지 업로드할 수 있습니다.',
    attachmentTypes: 'jpeg, jpg, png, gif, pdf 형식의 파일만 업로드할 수 있습니다.',
    imageTypes: 'PNG/JPEG/GIF 형식만 가능합니다.',
    bannerTypes: 'PNG/JPEG/GIF/PDF 형식만 가능합니다.',
    oneFile: '파일은 한 번에 한 개만 첨부할 수 있습니다.',
    tooManyFields: '입력 항목이 너무 많습니다.',
    fieldTooLong: '입력값이 너무 깁니다.',
    empty: '빈 파일은 업로드할 수 없습니다.',
  },
} as const;

/** Error codes of the content area (merged into `ko.errors`). */
export const contentErrors = {
  UPLOAD_TOO_LARGE: '최대 20mb까지 업로드할 수 있습니다.',
  UPLOAD_TYPE: 'jpeg, jpg, png, gif, pdf 형식의 파일만 업로드할 수 있습니다.',
  UPLOAD_TOO_MANY: '파일은 한 번에 한 개만 첨부할 수 있습니다.',
  UPLOAD_MALFORMED: '첨부파일을 읽을 수 없습니다. 다시 시도해주세요.',
  FILE_NOT_FOUND: '파일을 찾을 수 없습니다.',
} as const;
