import type { DcItem, MemberProfile } from '@parking/shared/accounts/schemas';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressSection } from '../../../components/account-fields/address-section';
import { CarFields } from '../../../components/account-fields/car-fields';
import { FormSection } from '../../../components/account-fields/form-section';
import { PasswordPairFields } from '../../../components/account-fields/password-pair-fields';
import { phonePartsError, registerPhoneParts } from '../../../components/account-fields/phone-parts-fields';
import { InlinePhoneVerification } from '../../../components/phone-verification/inline-phone-verification';
import { checkPhoneParts, joinPhone } from '../../../components/phone-verification/phone-parts';
import { PhonePartsInput } from '../../../components/phone-verification/phone-parts-input';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { PlainPasswordInput } from '../../../components/ui/plain-form/password-input';
import { ApiError, errorText } from '../../../lib/api-client';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { clearSession, setLoggedIn, useSession } from '../../../lib/session-store';
import { logoutAfterWithdrawal } from '../api/logout';
import { updateMember } from '../api/member-update';
import { memberViewKey, useMemberView } from '../api/member-view';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { clearGateToken, isGateTokenValid } from '../gate';
import {
  formFieldOf,
  formToBody,
  PROFILE_MOBILE_LENGTHS,
  type ProfileForm,
  profileResolver,
  profileToForm,
} from '../profile-form';

const t = () => ko.accounts.mypage;
const s = () => ko.accounts.signup;

/** /mypageupdate?check=… (spec 2 §2, §5): profile edit and withdrawal, only after the password gate. */
export function MypageUpdatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const allowed = isGateTokenValid(params.get('check'));
  const alerted = useRef(false);
  useEffect(() => {
    if (allowed || alerted.current) return;
    alerted.current = true;
    void showAlert(ko.common.invalidAccess).then(() => navigate('/mypagemain', { replace: true }));
  }, [allowed, navigate]);
  if (!allowed) return null;
  return <ProfileEdit />;
}

function ProfileEdit() {
  const session = useSession();
  const view = useMemberView(session.memberId);
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{ko.routes.mypageupdate}</Title>
      {view.isPending && (
        <Center py="xl" role="status" aria-label={ko.common.loading}>
          <Loader />
        </Center>
      )}
      {view.isError && (
        <Alert color="danger" variant="light" title={t().loadFailed}>
          <Text size="sm" mb="sm">
            {errorText(view.error)}
          </Text>
          <Button variant="outline" size="xs" onClick={() => void view.refetch()}>
            {t().retry}
          </Button>
        </Alert>
      )}
      {view.data && <ProfileFormView profile={view.data.result} />}
    </Stack>
  );
}

function ProfileFormView({ profile }: { profile: Domain<MemberProfile> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [discount, setDiscount] = useState<DcItem | null>(
    profile.discountCd
      ? { dcCode: profile.discountCd, note: profile.discountNm || s().discountNone, rate: 0 }
      : null,
  );
  const carRequired = profile.empDiv === 'USR';
  // The number on record; a different one must be verified by SMS first (decision 081).
  const [savedMobile, setSavedMobile] = useState(profile.empMobile);
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    reset,
    watch,
    formState: { errors },
  } = useForm<ProfileForm>({
    resolver: profileResolver(profile.empDiv),
    defaultValues: profileToForm(profile),
  });
  const mobileParts = [watch('m1'), watch('m2'), watch('m3')] as const;
  const typedMobile = checkPhoneParts(mobileParts, PROFILE_MOBILE_LENGTHS) ? null : joinPhone(mobileParts);
  const mobileChanged = joinPhone(mobileParts) !== savedMobile;
  const newPassword = watch('password') !== '';

  const onValid = async (values: ProfileForm) => {
    const mobile = joinPhone([values.m1, values.m2, values.m3]);
    if (mobile !== savedMobile && verifiedMobile !== mobile) {
      setError('m1', { message: ko.accounts.profile.mobileVerifyRequired });
      setFocus('m1');
      return;
    }
    setSaving(true);
    try {
      const res = await updateMember(
        formToBody(values, profile.memberId, discount?.dcCode ?? profile.discountCd),
      );
      setLoggedIn(res.loginVO);
      reset({ ...values, currentPassword: '', password: '', passwordConfirm: '' });
      setSavedMobile(mobile);
      setVerifiedMobile(null);
      await queryClient.invalidateQueries({ queryKey: memberViewKey(profile.memberId) });
      setSaving(false);
      await showAlert(ko.accounts.profileUpdated);
    } catch (e) {
      setSaving(false);
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      let first: keyof ProfileForm | undefined;
      for (const [k, msgs] of Object.entries(fields ?? {})) {
        const name = formFieldOf(k);
        if (!name) continue;
        setError(name, { message: msgs[0] ?? ko.validation.invalid });
        first ??= name;
      }
      if (first) return setFocus(first);
      await showAlert(errorText(e));
    }
  };

  const withdrawn = async () => {
    try {
      await logoutAfterWithdrawal();
    } catch {
      // the member is gone and their sessions have ended on the server: leave anyway
    }
    clearGateToken();
    clearSession();
    setWithdrawOpen(false);
    await navigate('/main', { replace: true });
    await showAlert(ko.accounts.withdrawn);
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={saving}>
        <Stack gap="lg">
          <FormSection title={s().accountSection}>
            <Stack gap="md">
              <TextInput id="profile-id" label={t().id} value={profile.empNo} readOnly />
              <TextInput id="profile-name" label={t().name} value={profile.empNm} readOnly />
              {profile.companyNm && (
                <TextInput id="profile-company" label={t().companyNm} value={profile.companyNm} readOnly />
              )}
              <Text size="sm" c="gray.7">
                {t().passwordOptional}
              </Text>
              <PlainPasswordInput
                id="profile-current-password"
                label={ko.accounts.profile.currentPassword}
                placeholder={ko.accounts.profile.currentPasswordPlaceholder}
                required={newPassword}
                maxLength={100}
                autoComplete="current-password"
                error={errors.currentPassword?.message}
                toggleLabel={ko.auth.showPassword}
                {...register('currentPassword')}
              />
              <PasswordPairFields
                description={s().passwordHint}
                password={{
                  id: 'profile-password',
                  label: t().newPassword,
                  error: errors.password?.message,
                  input: register('password'),
                }}
                confirm={{
                  id: 'profile-password-confirm',
                  label: t().newPasswordConfirm,
                  error: errors.passwordConfirm?.message,
                  input: register('passwordConfirm'),
                }}
              />
              <PhonePartsInput
                id="profile-mobile"
                label={s().mobile}
                required
                maxLengths={PROFILE_MOBILE_LENGTHS.max}
                error={phonePartsError(errors, 'm')}
                parts={registerPhoneParts(register, 'm')}
              />
              {mobileChanged && (
                <InlinePhoneVerification
                  key={typedMobile ?? 'incomplete'}
                  phone={typedMobile}
                  verified={typedMobile !== null && verifiedMobile === typedMobile}
                  onVerified={setVerifiedMobile}
                />
              )}
              <PhonePartsInput
                id="profile-tel"
                label={s().telNo}
                error={phonePartsError(errors, 't')}
                parts={registerPhoneParts(register, 't')}
              />
            </Stack>
          </FormSection>
          <CarFields
            idPrefix="profile"
            carNoMaxLength={10}
            required={carRequired}
            kindRequired={carRequired}
            inputs={{ plate: register('plate'), owner: register('carOwnerNm'), kind: register('carKind') }}
            errors={{
              plate: errors.plate?.message,
              owner: errors.carOwnerNm?.message,
              kind: errors.carKind?.message,
            }}
            method="GET"
            getCar={() => ({ plate: getValues('plate'), carOwnerNm: getValues('carOwnerNm') })}
            discount={discount}
            onDiscount={setDiscount}
          />
          <AddressSection
            id="profile-address"
            required
            names={{ zipcode: 'zipcode', address: 'address', detail: 'addressDetail' }}
            register={register}
            setValue={setValue}
            errors={errors}
          />
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" color="danger" onClick={() => setWithdrawOpen(true)} disabled={saving}>
              {t().withdraw}
            </Button>
            <Button
              type="submit"
              size="md"
              miw={140}
              loading={saving}
              loaderProps={{ 'aria-label': t().saving }}
            >
              {t().save}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* outside the form: React events bubble through portals, a nested submit would save the profile */}
      <WithdrawDialog
        opened={withdrawOpen}
        empNo={profile.empNo}
        onClose={() => setWithdrawOpen(false)}
        onDone={withdrawn}
      />
    </>
  );
}
