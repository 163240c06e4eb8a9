/** The member list's saved filters (decision 0123): the API's answers. */
export const savedFilters = {
  'api.savedFilterNotFound': 'Saved filter not found',
  'api.savedFilterEmpty': 'Choose at least one filter before saving.',
  'api.savedFiltersFull': 'You can keep up to {max} saved filters: delete one to save another.',
  'api.savedFilterNameTaken': 'You already have a saved filter named “{name}” with other filters: choose another name or delete it first.',
  'api.savedFilterDeleted': 'Saved filter deleted',
};
