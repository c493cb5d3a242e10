import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  CloseButton,
  Group,
  Input,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TEL_RE } from '@parking/shared/accounts/rules';
import { businessIdSchema, passwordSchema, zipcodeSchema } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { type ChangeEvent, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showAlert, showConfirm } from '../../../components/dialog/dialog-store';
import { checkPhoneParts, joinPhone, TEL_LENGTHS } from '../../../components/phone-verification/phone-parts';
import { PhonePartsInput } from '../../../components/phone-verification/phone-parts-input';
import { PostcodeField } from '../../../components/postcode/postcode-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { checkIdDuplicate } from '../api/id-duplicate';
import { insertParking } from '../api/insert-parking';
import { checkMobile } from '../api/mobile-check';
import { useLotOptions } from '../api/parking-lots';
import { signupBusiness } from '../api/signup';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../attachment';
import { IdCheckField } from '../components/id-check-field';
import { SignupSteps } from '../components/signup-steps';
import {
  idCheckMessage,
  idCheckPassed,
  idCheckReducer,
  initialIdCheck,
  initialMobileCheck,
  type MobileCheck,
  mobileCheckMessage,
  mobileCheckPassed,
} from '../id-check';
import { type CompletedState, isAgreedState, useStepState } from '../route-state';

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
    sectnId: z.string().min(1, v.lot),
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
  const [idCheck, dispatch] = useReducer(idCheckReducer, initialIdCheck);
  const [mobileCheck, setMobileCheck] = useState<MobileCheck>(initialMobileCheck);
  const [checkingId, setCheckingId] = useState(false);
  const [checkingMobile, setCheckingMobile] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const lots = useLotOptions();
  const {
    register,
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
      sectnId: '',
    },
  });

  const resetMobile = { onChange: () => setMobileCheck(initialMobileCheck) };

  const runIdCheck = async () => {
    const id = getValues('empNo').trim();
    clearErrors('empNo');
    if (!businessIdSchema.safeParse(id).success) {
      dispatch({ type: 'invalid', id });
      setFocus('empNo');
      return;
    }
    setCheckingId(true);
    try {
      const res = await checkIdDuplicate(id);
      dispatch({ type: 'result', id, usedCnt: res.usedCnt });
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setCheckingId(false);
    }
  };

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

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.currentTarget.files?.[0] ?? null;
    if (!picked) return;
    const problem = attachmentProblem(picked);
    if (problem) {
      e.currentTarget.value = '';
      setFile(null);
      setFileError(problem);
      await showAlert(problem);
      fileRef.current?.focus();
      return;
    }
    setFileError(undefined);
    setFile(picked);
  };

  const clearFile = () => {
    setFile(null);
    setFileError(undefined);
    if (fileRef.current) fileRef.current.value = '';
    fileRef.current?.focus();
  };

  const onValid = async (values: Form) => {
    if (!idCheckPassed(idCheck, values.empNo)) {
      setError('empNo', {
        message: idCheckMessage(idCheck.state === 'available' ? 'unchecked' : idCheck.state),
      });
      setFocus('empNo');
      return;
    }
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
          sectnId: values.sectnId,
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
          const name = (map[k] ?? k) as keyof Form;
          if (!(name in businessInfoFormSchema.shape)) continue;
          setError(name, { message: msgs[0] ?? ko.validation.invalid });
          first ??= name;
        }
        if (first) return setFocus(first);
      }
      if (e instanceof ApiError && e.code === 'ID_TAKEN')
        dispatch({ type: 'result', id: values.empNo, usedCnt: 1 });
      if (e instanceof ApiError && e.code === 'PHONE_TAKEN')
        setMobileCheck({ state: 'taken', checkedMobile: mobile });
      await showAlert(errorText(e));
      return;
    }
    try {
      await insertParking(values.empNo, values.sectnId);
    } catch (e) {
      // the member exists and the lot was recorded with the sign-up: tell, then finish
      await showAlert(errorText(e));
    }
    await navigate('/businesscompletion', {
      replace: true,
      state: { completed: true } satisfies CompletedState,
    });
  };

  const cancel = async () => {
    if (await showConfirm(t.cancelConfirm)) await navigate('/main');
  };

  const mobileError =
    errors.m1?.message ??
    errors.m2?.message ??
    errors.m3?.message ??
    (mobileCheck.state === 'taken' ? mobileCheckMessage('taken') : undefined);
  const telError = errors.t1?.message ?? errors.t2?.message ?? errors.t3?.message;

  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {ko.routes.businessinformation}
      </Title>
      <SignupSteps steps={ko.accounts.steps.business} current={1} />
      <Text size="sm" c="gray.7">
        {t.requiredNote}
      </Text>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={submitting}>
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.accountSection}
            </Title>
            <Stack gap="md">
              <IdCheckField
                inputProps={register('empNo', { onChange: () => dispatch({ type: 'edit' }) })}
                check={idCheck}
                error={errors.empNo?.message}
                hint={t.idHintBusiness}
                checking={checkingId}
                onCheck={() => void runIdCheck()}
              />
              <PasswordInput
                id="biz-password"
                label={t.password}
                description={t.passwordHint}
                required
                maxLength={20}
                autoComplete="new-password"
                error={errors.password?.message}
                visibilityToggleButtonProps={{ 'aria-label': ko.auth.showPassword }}
                {...register('password')}
              />
              <PasswordInput
                id="biz-password-confirm"
                label={t.passwordConfirm}
                required
                maxLength={20}
                autoComplete="new-password"
                error={errors.passwordCon?.message}
                visibilityToggleButtonProps={{ 'aria-label': ko.auth.showPassword }}
                {...register('passwordCon')}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.businessSection}
            </Title>
            <Stack gap="md">
              <TextInput
                id="biz-company"
                label={t.companyNm}
                required
                maxLength={100}
                error={errors.companyNm?.message}
                {...register('companyNm')}
              />
              <TextInput
                id="biz-open-dt"
                type="date"
                label={t.openDt}
                required
                max="2099-12-31"
                error={errors.openDt?.message}
                {...register('openDt')}
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
                    description={
                      mobileCheck.state === 'available' ? mobileCheckMessage('available') : undefined
                    }
                    parts={[
                      register('m1', resetMobile),
                      register('m2', resetMobile),
                      register('m3', resetMobile),
                    ]}
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
              <PhonePartsInput
                id="biz-tel"
                label={t.telNo}
                required
                error={telError}
                parts={[register('t1'), register('t2'), register('t3')]}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.addressSection}
            </Title>
            <PostcodeField
              id="biz-address"
              required
              zipcode={register('zipcode')}
              address={register('addr')}
              detail={register('addrDetail')}
              zipcodeError={errors.zipcode?.message}
              addressError={errors.addr?.message}
              detailError={errors.addrDetail?.message}
              onPick={({ zipcode, address }) => {
                setValue('zipcode', zipcode, { shouldValidate: true });
                setValue('addr', address, { shouldValidate: true });
              }}
            />
          </Paper>
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.applicationSection}
            </Title>
            <Stack gap="md">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <NativeSelect
                  id="biz-lot"
                  label={t.lot}
                  required
                  disabled={lots.isPending || lots.isError}
                  error={errors.sectnId?.message ?? (lots.isError ? t.lotError : undefined)}
                  description={lots.isPending ? t.lotLoading : undefined}
                  data={[
                    { value: '', label: lots.isPending ? t.lotLoading : t.lotPlaceholder },
                    ...(lots.data ?? []),
                  ]}
                  style={{ flex: 1, minWidth: 0 }}
                  {...register('sectnId')}
                />
                {lots.isError && (
                  <Button variant="outline" onClick={() => void lots.refetch()} mb={26}>
                    {t.lotRetry}
                  </Button>
                )}
              </Group>
              <Input.Wrapper id="biz-file" label={t.file} description={t.fileHint} error={fileError}>
                <Group gap="xs" wrap="nowrap" mt={4}>
                  <input
                    ref={fileRef}
                    id="biz-file"
                    type="file"
                    accept={ATTACHMENT_ACCEPT}
                    onChange={(e) => void onFile(e)}
                    aria-invalid={fileError ? true : undefined}
                    aria-describedby={fileError ? 'biz-file-error' : 'biz-file-description'}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                  {file && <CloseButton aria-label={t.fileRemove} onClick={clearFile} />}
                </Group>
              </Input.Wrapper>
            </Stack>
          </Paper>
          <Group justify="center" gap="sm">
            <Button variant="default" size="md" miw={140} onClick={() => void cancel()} disabled={submitting}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              size="md"
              miw={140}
              loading={submitting}
              loaderProps={{ 'aria-label': t.submitting }}
            >
              {t.apply}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
