import { Authenticated } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { BrandForm } from './BrandForm';
import { brandCreateValidators } from './brandValidation';
import { useBrandSave } from './useBrandSave';

/** /giftcard-brands/add */
export const BrandCreate = () => {
  const { save } = useBrandSave();
  return (
    <Authenticated>
      <PageFrame title="resources.giftcard-brands.create_title">
        <BrandForm
          validators={brandCreateValidators}
          onSubmit={save}
          submitLabel="resources.giftcard-brands.actions.create"
          pendingLabel="resources.giftcard-brands.actions.creating"
        />
      </PageFrame>
    </Authenticated>
  );
};
