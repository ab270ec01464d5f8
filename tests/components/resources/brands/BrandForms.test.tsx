import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BrandCreate } from '../../../../src/resources/brands/BrandCreate';
import { BrandEdit } from '../../../../src/resources/brands/BrandEdit';
import type { Brand } from '../../../../src/resources/brands/types';
import { renderScreen } from '../../support/renderScreen';
import { findToast } from '../../support/toasts';

const brand: Brand = {
  id: 'b1b2b3b4-0000-4000-8000-000000000001',
  name: 'Amazon',
  description: 'Amazon gift cards in US dollars.',
  image: '/media/logo',
  currency: 'USD',
  min_amount: '25.00',
  max_amount: '2000.00',
  rate_percentage: '82.00',
  is_active: true,
  created_at: '2025-01-05T14:03:00.000Z',
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const number = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

const renderCreate = (create = vi.fn()) => ({
  ...renderScreen(<BrandCreate />, {
    dataProvider: { create },
    route: '/giftcard-brands/add',
    path: '/giftcard-brands/add',
  }),
  create,
});

const renderEdit = (dataProvider: object) =>
  renderScreen(
    <ResourceContextProvider value="giftcard-brands">
      <BrandEdit />
    </ResourceContextProvider>,
    {
      dataProvider,
      route: '/giftcard-brands/:id',
      path: `/giftcard-brands/${brand.id}`,
    },
  );

describe('BrandCreate', () => {
  it('shows every create message and calls nothing', async () => {
    const { create } = renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    for (const text of [
      'Brand name is required',
      'Rate percentage is required',
      'Minimum amount is required',
      'Maximum amount is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await userEvent.type(number(/Rate %/), '100.5');
    await userEvent.type(number(/Min Amount/), '-1');
    expect(await screen.findByText('Rate percentage cannot exceed 100%')).toBeInTheDocument();
    expect(await screen.findByText('Minimum amount must be 0 or higher')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and USD, shows Creating... while pending, then toasts', async () => {
    let answer: (value: unknown) => void = () => {};
    const create = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { router } = renderCreate(create);
    expect(field(/Currency/)).toHaveValue('USD');
    expect(field(/Currency/)).toHaveAttribute('readonly');
    expect(number(/Rate %/)).toHaveAttribute('step', '0.01');
    expect(number(/Max Amount/)).toHaveAttribute('step', '0.01');
    await userEvent.type(field(/Brand Name/), '  Acme  ');
    await userEvent.type(number(/Rate %/), '80.5');
    await userEvent.type(number(/Min Amount/), '10');
    await userEvent.type(number(/Max Amount/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Create Brand' }));

    const pending = await screen.findByRole('button', { name: 'Creating...' });
    expect(pending).toBeDisabled();
    expect(create).toHaveBeenCalledWith(
      'giftcard-brands',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'Acme',
          currency: 'USD',
          rate_percentage: 80.5,
          min_amount: 10,
          max_amount: 500,
          is_active: true,
        }),
      }),
    );
    answer({ data: { ...brand, id: 'new', name: 'Acme' } });
    expect(await screen.findByText('Brand "Acme" created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.location?.pathname).toBe('/giftcard-brands'));
  });

  it('a refusal toasts the failure with the server message, also on the field', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('A brand with this name already exists.', 409, {
        message: 'A brand with this name already exists.',
        errors: { name: ['A brand with this name already exists.'] },
      });
    });
    renderCreate(create);
    await userEvent.type(field(/Brand Name/), 'Amazon');
    await userEvent.type(number(/Rate %/), '80');
    await userEvent.type(number(/Min Amount/), '10');
    await userEvent.type(number(/Max Amount/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    const toast = await findToast('Failed to create brand');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('A brand with this name already exists.');
    expect(field(/Brand Name/)).toHaveAccessibleDescription(
      'A brand with this name already exists.',
    );
  });

  it('refuses a non-image and a file over 5MB before sending anything', async () => {
    renderCreate();
    const input = screen.getByLabelText(/Choose image/) as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Image size should be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Brand image preview' })).not.toBeInTheDocument();
  });

  it('never creates a brand with a refused image; removing the file lets it be created without one', async () => {
    const create = vi.fn(async () => ({ data: { ...brand, id: 'new', name: 'Acme' } }));
    renderCreate(create);
    await userEvent.type(field(/Brand Name/), 'Acme');
    await userEvent.type(number(/Rate %/), '80');
    await userEvent.type(number(/Min Amount/), '10');
    await userEvent.type(number(/Max Amount/), '500');
    // A text file renamed .png: named like an image, not one by its bytes.
    await userEvent.upload(
      screen.getByLabelText(/Choose image/),
      new File(['hello'], 'renamed.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();
    // One message, the field's (no toast), no broken preview, the hint replaced.
    expect(screen.getByText('renamed.png')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Brand image preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('JPG, PNG or GIF, up to 5MB')).not.toBeInTheDocument();
    expect(screen.getAllByText('Please select a valid image file')).toHaveLength(1);
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByText('Brand "Acme" created successfully!')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'giftcard-brands',
      expect.objectContaining({ data: expect.objectContaining({ image: null }) }),
    );
  });

  it('sends a real PNG and previews it', async () => {
    const create = vi.fn(async (_resource: string, _params: { data: { image: unknown } }) => ({
      data: { ...brand, id: 'new', name: 'Acme' },
    }));
    renderCreate(create);
    await userEvent.type(field(/Brand Name/), 'Acme');
    await userEvent.type(number(/Rate %/), '80');
    await userEvent.type(number(/Min Amount/), '10');
    await userEvent.type(number(/Max Amount/), '500');
    const logo = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'logo.png',
      {
        type: 'image/png',
      },
    );
    await userEvent.upload(screen.getByLabelText(/Choose image/), logo);
    expect(await screen.findByRole('img', { name: 'Brand image preview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Brand' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1].data.image).toMatchObject({ rawFile: logo });
  });
});

describe('BrandEdit', () => {
  it('loads the brand, shows the description read-only and the creation date only', async () => {
    renderEdit({ getOne: vi.fn(async () => ({ data: brand })) });
    expect(await screen.findByDisplayValue('Amazon')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
    // The label and react-admin's date field are two elements of one line.
    expect(
      screen.getByText(
        (_, element) => element?.textContent === 'Created: Jan 05, 2025' && element.tagName === 'P',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Brand image preview' })).toHaveAttribute(
      'src',
      '/media/logo',
    );
  });

  it('shows the edit messages, which differ from create', async () => {
    const update = vi.fn();
    renderEdit({ getOne: vi.fn(async () => ({ data: brand })), update });
    await screen.findByDisplayValue('Amazon');
    await userEvent.clear(field(/Brand Name/));
    await userEvent.clear(number(/Min Amount/));
    await userEvent.clear(number(/Rate %/));
    await userEvent.type(number(/Rate %/), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Update Brand' }));
    expect(await screen.findByText('Brand name is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum and maximum amounts are required')).toBeInTheDocument();
    expect(screen.getByText('Rate percentage must be between 0 and 100')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves with Updating... and toasts the new name', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: Brand }) => ({ data }));
    const { router } = renderEdit({ getOne: vi.fn(async () => ({ data: brand })), update });
    await screen.findByDisplayValue('Amazon');
    await userEvent.type(field(/Brand Name/), ' US ');
    await userEvent.click(screen.getByRole('button', { name: 'Update Brand' }));
    expect(await screen.findByText('Brand "Amazon US" updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data.name).toBe('Amazon US');
    await waitFor(() => expect(router.location?.pathname).toBe('/giftcard-brands'));
  });

  it('an unknown brand reads "Gift Card Brand not found"', async () => {
    renderEdit({
      getOne: vi.fn(async () => {
        throw new HttpError('Gift Card Brand not found.', 404);
      }),
    });
    expect(await screen.findByText('Gift Card Brand not found')).toBeInTheDocument();
  });
});
