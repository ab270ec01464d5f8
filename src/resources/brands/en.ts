import { brands } from '../../../contract/resources/brands';
import { messagesWith } from '../../declared/messages';

/** The texts of this resource's screens, copied from the spec as they are. */
export const en = messagesWith(brands, 'en', {
  // The create form's own path segment (/giftcard-brands/add).
  header: { add: 'Add Gift Card Brand' },
  create_title: 'Add Gift Card Brand',
  edit_title: 'Edit Gift Card Brand',
  add: 'Add Gift Card Brand',
  search: 'Search Brand Name...',
  fields: {
    status: 'Status',
    image_hint: 'JPG, PNG or GIF, up to 5MB',
    image_preview: 'Brand image preview',
    action: 'Action',
  },
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    creating: 'Creating...',
    updating: 'Updating...',
    cancel: 'Cancel',
    confirm_delete: 'Are you sure you want to delete the brand "%{name}"?',
    create: 'Create Brand',
    update: 'Update Brand',
    choose_image: 'Choose image',
  },
  messages: {
    created: 'Brand "%{name}" created successfully!',
    updated: 'Brand "%{name}" updated successfully!',
    deleted: 'Brand "%{name}" deleted successfully',
    create_failed: 'Failed to create brand',
    update_failed: 'Failed to update brand',
    delete_failed: 'Failed to delete brand',
  },
  validation: {
    name_required: 'Brand name is required',
    rate_required: 'Rate percentage is required',
    rate_min: 'Rate percentage must be 0 or higher',
    rate_max: 'Rate percentage cannot exceed 100%',
    rate_range: 'Rate percentage must be between 0 and 100',
    min_required: 'Minimum amount is required',
    min_min: 'Minimum amount must be 0 or higher',
    max_required: 'Maximum amount is required',
    max_min: 'Maximum amount must be 0 or higher',
    amounts_required: 'Minimum and maximum amounts are required',
    image_type: 'Please select a valid image file',
    image_size: 'Image size should be less than 5MB',
  },
  // The spec's fallback texts of failed calls (section 8).
  errors: {
    list: 'Failed to fetch brands.',
    one: 'Failed to fetch brand.',
    create: 'Failed to create brand.',
    update: 'Failed to update brand.',
    delete: 'Failed to delete brand.',
  },
  not_found: 'Gift Card Brand not found',
});
