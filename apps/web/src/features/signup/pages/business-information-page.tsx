import { zodResolver } from '@hookform/resolvers/zod';
import { BUSINESS_FILE_EXTENSIONS, TEL_RE } from '@parking/shared/accounts/rules';
import { businessIdSchema, passwordSchema, zipcodeSchema } from '@parking/shared/accounts/schemas';
import { domainKey } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { type ChangeEvent, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AddressSection } from '../../../components/account-fields/address-section';
import { FormSection } from '../../../components/account-fields/form-section';
import { phonePartsError, registerPhoneParts } from '../../../components/account-fields/phone-parts-fields';
import { InlinePhoneVerification } from '../../../components/phone-verification/inline-phone-verification';
import { checkPhoneParts, joinPhone, TEL_LENGTHS } from '../../../components/phone-verification/phone-parts';
import { PhonePartsInput } from '../../../components/phone-verification/phone-parts-input';
import { Button, Group, NativeSelect, Stack, TextInput } from '../../../components/ui/core';
import { DateField } from '../../../components/ui/date-field/date-field';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { FileInput } from '../../../components/ui/file-input/file-input';
import { ApiError, errorText } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { insertParking } from '../api/insert-parking';
import { checkMobile } from '../api/mobile-check';
import { useLotOptions } from '../api/parking-lots';
import { signupBusiness } from '../api/signup';
import { attachmentProblem } from '../attachment';
import { AccountSection } from '../components/account-section';
import { SignupFormFrame } from '../components/signup-form-frame';
import { initialMobileCheck, type MobileCheck, mobileCheckMessage, mobileCheckPassed } from '../id-check';
import { type CompletedState, isAgreedState, useStepState } from '../route-state';
import { useIdCheck } from '../use-id-check';

const v = ko.accounts.v;
const t = ko.accounts.signup;

const required = (max: number) => z.string().trim().min(1, v.required).max(max, ko.validation.tooLong(max));
const part = z.string().trim();

/** Phone parts as one refinement: required, digits, lengths (spec 1 §5). */
function phoneParts(prefix: 'm' | 't') {
  return (val: Record<string, string>, ctx: z.RefinementCtx) => {
    const parts = [val[`${prefix}1`] ?? '', val[`${prefix}2`] ?? '', val[`${prefix}3`] ?? ''] as const;
    const problem = prefix === 'm' ? checkPhoneParts(parts) : checkPhoneParts(parts, TEL_LENGTHS);
    if (!problem) {
      if (prefix === 't' && !TEL_RE.test(joinPhone(parts)))
        ctx.addIssue({ code: 'custom', path: ['t1'], message: v.telInvalid });
      return;
    }
    const message =
      problem.problem === 'required' ? v.required : prefix === 'm' ? v.phoneInvalid : v.telInvalid;
    ctx.addIssue({ code: 'custom', path: [`${prefix}${problem.index + 1}`], message });
  };
}

/** The form of /businessinformation, from the shared field schemas (spec 1 §2.8, §5). */
export const businessInfoFormSchema = z
  .object({
    empNo: businessIdSchema,
    password: passwordSchema,
    passwordCon: z.string().min(1, v.required),
    companyNm: required(100),
    openDt: z
      .string()
      .trim()
      .min(1, v.required)
      .regex(/^\d{4}-\d{2}-\d{2}$/, v.openDt),
    empNm: required(50),
    companyNo: z
      .string()
      .trim()
      .min(1, v.required)
      .regex(/^\d+$/, v.companyNo)
      .regex(/^\d{10}$/, v.companyNo),
    m1: part,
    m2: part,
    m3: part,
    t1: part,
    t2: part,
    t3: part,
    zipcode: zipcodeSchema,
    addr: required(200),
    addrDetail: z.string().trim().max(200, ko.validation.tooLong(200)),
    lotId: z.string().min(1, v.lot),
  })
  .superRefine((val, ctx) => {
    if (val.passwordCon !== '' && val.passwordCon !== val.password)
      ctx.addIssue({ code: 'custom', path: ['passwordCon'], message: v.passwordConfirm });
    phoneParts('m')(val, ctx);
    phoneParts('t')(val, ctx);
  });
type Form = z.infer<typeof businessInfoFormSchema>;

/** /businessinformation: business sign-up step 2 (spec 1 §2.8, §4, §5). */
export function BusinessInformationPage() {
  const state = useStepState(isAgreedState);
  if (!state) return null;
  return <BusinessForm />;
}

function BusinessForm() {
  const navigate = useNavigate();
  const [mobileCheck, setMobileCheck] = useState<MobileCheck>(initialMobileCheck);
  // the number must be verified by SMS in this browser before the sign-up (decision 081)
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [checkingMobile, setCheckingMobile] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const lots = useLotOptions();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(businessInfoFormSchema),
    defaultValues: {
      empNo: '',
      password: '',
      passwordCon: '',
      companyNm: '',
      openDt: '',
      empNm: '',
      companyNo: '',
      m1: '',
      m2: '',
      m3: '',
      t1: '',
      t2: '',
      t3: '',
      zipcode: '',
      addr: '',
      addrDetail: '',
      lotId: '',
    },
  });

  const id = useIdCheck(businessIdSchema, {
    get: () => getValues('empNo'),
    clearError: () => clearErrors('empNo'),
    setError: (message) => setError('empNo', { message }),
    focus: () => setFocus('empNo'),
  });

  const resetMobile = { onChange: () => setMobileCheck(initialMobileCheck) };

  const runMobileCheck = async () => {
    const parts = [getValues('m1'), getValues('m2'), getValues('m3')] as const;
    const problem = checkPhoneParts(parts);
    if (problem) {
      setError(`m${problem.index + 1}` as 'm1', {
        message: problem.problem === 'required' ? v.phoneRequired : v.phoneInvalid,
      });
      setFocus(`m${problem.index + 1}` as 'm1');
      return;
    }
    setCheckingMobile(true);
    try {
      const mobile = joinPhone(parts);
      const res = await checkMobile(mobile);
      setMobileCheck({ state: res.result ? 'available' : 'taken', checkedMobile: mobile });
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setCheckingMobile(false);
    }
  };

  const onFile = (picked: File | null) => {
    setFileError(undefined);
    setFile(picked);
  };

  const onFileRejected = (message: string) => {
    setFile(null);
    setFileError(message);
  };

  const onValid = async (values: Form) => {
    if (!id.requireIdChecked(values.empNo)) return;
    const mobile = joinPhone([values.m1, values.m2, values.m3]);
    if (!mobileCheckPassed(mobileCheck, mobile)) {
      const message =
        mobileCheck.state === 'taken' && mobileCheck.checkedMobile === mobile
          ? ko.accounts.mobileTaken
          : v.mobileCheckRequired;
      setError('m1', { message });
      setFocus('m1');
      return;
    }
    if (verifiedMobile !== mobile) {
      setError('m1', { message: ko.errors.PHONE_NOT_VERIFIED });
      setFocus('m1');
      return;
    }
    if (fileError) {
      fileRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await signupBusiness(
        {
          empNo: values.empNo,
          password: values.password,
          passwordCon: values.passwordCon,
          companyNm: values.companyNm,
          openDt: values.openDt,
          empNm: values.empNm,
          companyNo: values.companyNo,
          empMobile: mobile,
          empTelNo: joinPhone([values.t1, values.t2, values.t3]),
          zipcode: values.zipcode,
          addr: values.addr,
          addrDetail: values.addrDetail,
          lotId: values.lotId,
        },
        file,
      );
    } catch (e) {
      setSubmitting(false);
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      if (fields) {
        const map: Record<string, keyof Form> = { empMobile: 'm1', empTelNo: 't1' };
        let first: keyof Form | null = null;
        for (const [k, msgs] of Object.entries(fields)) {
          const name = (map[k] ?? domainKey(k)) as keyof Form;
          if (!(name in businessInfoFormSchema.shape)) continue;
          setError(name, { message: msgs[0] ?? ko.validation.invalid });
          first ??= name;
        }
        if (first) return setFocus(first);
      }
      if (e instanceof ApiError && e.code === 'ID_TAKEN') id.taken(values.empNo);
      if (e instanceof ApiError && e.code === 'PHONE_TAKEN')
        setMobileCheck({ state: 'taken', checkedMobile: mobile });
      await showAlert(errorText(e));
      return;
    }
    try {
      await insertParking(values.empNo, values.lotId);
    } catch (e) {
      // the member exists and the lot was recorded with the sign-up: tell, then finish
      await showAlert(errorText(e));
    }
    await navigate('/businesscompletion', {
      replace: true,
      state: { completed: true } satisfies CompletedState,
    });
  };

  const mobileError =
    phonePartsError(errors, 'm') ?? (mobileCheck.state === 'taken' ? mobileCheckMessage('taken') : undefined);

  return (
    <SignupFormFrame
      title={ko.routes.businessinformation}
      steps={ko.accounts.steps.business}
      current={1}
      onSubmit={handleSubmit(onValid)}
      submitting={submitting}
    >
      <AccountSection
        passwordId="biz-password"
        hint={t.idHintBusiness}
        check={id}
        inputs={{
          id: register('empNo', { onChange: id.edited }),
          password: register('password'),
          confirm: register('passwordCon'),
        }}
        errors={{
          id: errors.empNo?.message,
          password: errors.password?.message,
          confirm: errors.passwordCon?.message,
        }}
      />
      <FormSection title={t.businessSection}>
        <Stack gap="md">
          <TextInput
            id="biz-company"
            label={t.companyNm}
            required
            maxLength={100}
            error={errors.companyNm?.message}
            {...register('companyNm')}
          />
          <Controller
            control={control}
            name="openDt"
            render={({ field }) => (
              <DateField
                id="biz-open-dt"
                inputRef={field.ref}
                label={t.openDt}
                required
                max="2099-12-31"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.openDt?.message}
              />
            )}
          />
          <TextInput
            id="biz-representative"
            label={t.representative}
            required
            maxLength={50}
            error={errors.empNm?.message}
            {...register('empNm')}
          />
          <TextInput
            id="biz-company-no"
            label={t.companyNo}
            description={t.companyNoHint}
            required
            inputMode="numeric"
            maxLength={12}
            error={errors.companyNo?.message}
            {...register('companyNo', {
              onChange: (e: ChangeEvent<HTMLInputElement>) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, 10);
                if (digits !== e.target.value) setValue('companyNo', digits);
              },
            })}
          />
          <Group align="flex-end" gap="xs" wrap="wrap">
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>
              <PhonePartsInput
                id="biz-mobile"
                label={t.mobile}
                required
                error={mobileError}
                description={mobileCheck.state === 'available' ? mobileCheckMessage('available') : undefined}
                parts={registerPhoneParts(register, 'm', resetMobile)}
              />
            </div>
            <Button
              variant="outline"
              mb={mobileError || mobileCheck.state === 'available' ? 28 : 0}
              onClick={() => void runMobileCheck()}
              loading={checkingMobile}
              loaderProps={{ 'aria-label': ko.accounts.verify.sending }}
            >
              {t.mobileCheck}
            </Button>
          </Group>
          {mobileCheck.state === 'available' && mobileCheck.checkedMobile && (
            <InlinePhoneVerification
              key={mobileCheck.checkedMobile}
              phone={mobileCheck.checkedMobile}
              verified={verifiedMobile === mobileCheck.checkedMobile}
              onVerified={setVerifiedMobile}
            />
          )}
          <PhonePartsInput
            id="biz-tel"
            label={t.telNo}
            required
            error={phonePartsError(errors, 't')}
            parts={registerPhoneParts(register, 't')}
          />
        </Stack>
      </FormSection>
      <AddressSection
        id="biz-address"
        required
        names={{ zipcode: 'zipcode', address: 'addr', detail: 'addrDetail' }}
        register={register}
        setValue={setValue}
        errors={errors}
      />
      <FormSection title={t.applicationSection}>
        <Stack gap="md">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <NativeSelect
              id="biz-lot"
              label={t.lot}
              required
              disabled={lots.isPending || lots.isError}
              error={errors.lotId?.message ?? (lots.isError ? t.lotError : undefined)}
              description={lots.isPending ? t.lotLoading : undefined}
              data={[
                { value: '', label: lots.isPending ? t.lotLoading : t.lotPlaceholder },
                ...(lots.data ?? []),
              ]}
              style={{ flex: 1, minWidth: 0 }}
              {...register('lotId')}
            />
            {lots.isError && (
              <Button variant="outline" onClick={() => void lots.refetch()} mb={26}>
                {t.lotRetry}
              </Button>
            )}
          </Group>
          <FileInput
            id="biz-file"
            inputRef={fileRef}
            label={t.file}
            description={t.fileHint}
            extensions={BUSINESS_FILE_EXTENSIONS}
            value={file}
            onChange={onFile}
            check={(f) => attachmentProblem(f) ?? undefined}
            onReject={onFileRejected}
            error={fileError}
          />
        </Stack>
      </FormSection>
    </SignupFormFrame>
  );
}
