import { Authenticated } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { useResourceKey } from '../../shared/useResourceText';
import { BrandForm } from './BrandForm';
import { brandCreateValidators } from './brandValidation';
import { BRANDS_RESOURCE } from './paths';
import { useBrandSave } from './useBrandSave';

/** /giftcard-brands/add */
export const BrandCreate = () => {
  const { save } = useBrandSave();
  const resourceKey = useResourceKey(BRANDS_RESOURCE);
  return (
    <Authenticated>
      <PageFrame title={resourceKey('create_title')}>
        <BrandForm
          validators={brandCreateValidators}
          onSubmit={save}
          submitLabel={resourceKey('actions.create')}
          pendingLabel={resourceKey('actions.creating')}
        />
      </PageFrame>
    </Authenticated>
  );
};
