import type { savedFilters as en } from '../en/saved-filters.js';

/** Voir en/saved-filters.ts. */
export const savedFilters: Record<keyof typeof en, string> = {
  'api.savedFilterNotFound': 'Filtre enregistré introuvable',
  'api.savedFilterEmpty': 'Choisissez au moins un filtre avant d’enregistrer.',
  'api.savedFiltersFull': 'Vous pouvez garder jusqu’à {max} filtres enregistrés : supprimez-en un pour en enregistrer un autre.',
  'api.savedFilterNameTaken':
    'Vous avez déjà un filtre enregistré nommé « {name} » avec d’autres filtres : choisissez un autre nom ou supprimez-le d’abord.',
  'api.savedFilterDeleted': 'Filtre enregistré supprimé',
};
