import type { labs as en } from '../en/labs.js';

/** Les résultats de laboratoire importés de fichiers (FHIR, CSV) et leurs vérifications. */
export const labs: Record<keyof typeof en, string> = {
  'labs.fhirNotReadable': 'Le fichier n’est pas un Bundle, un DiagnosticReport ni une Observation FHIR (resourceType doit être l’un d’eux)',
  'labs.fhirBundleType':
    'Un Bundle FHIR de type « {type} » n’est pas importé : utilisez un Bundle collection, transaction, batch, searchset ou document',
  'labs.fhirNoEntries': 'Le Bundle ne contient aucune entrée',
  'labs.fhirNoResource': 'aucune ressource',
  'labs.fhirStatus': 'le statut est {status}',
  'labs.fhirNoLoinc': 'aucun code LOINC',
  'labs.fhirVitalSign':
    'la pression artérielle et le pouls ne sont pas des résultats de laboratoire : ajoutez-les à la page Pression artérielle',
  'labs.fhirBmiDerived': 'l’IMC est calculé à partir de votre poids et de votre taille : il n’est donc pas importé',
  'labs.fhirBodyUnit': 'l’unité {unit} n’est pas une de celles que la page Corps lit (kg, [lb_av], cm, [in_i], %)',
  'labs.fhirBodyImplausible': 'la valeur est en dehors de ce que la page Corps accepte',
  'labs.fhirHeightKept': 'votre profil a déjà une taille : modifiez-la à la page Corps si elle est erronée',
  'labs.fhirNoValue': 'aucune valeur numérique (valueQuantity)',
  'labs.fhirComparator': 'le comparateur « {comparator} » n’est pas l’un de <, <=, >= et >',
  'labs.fhirNoDate': 'aucune date de prélèvement',
  'labs.fhirResultMissing': 'le résultat {reference} n’est pas dans le fichier',
  'labs.dateInvalid': 'la date n’est pas valide ou est dans le futur',
  'labs.unitNotAccepted': '{marker} : l’unité « {unit} » n’est pas acceptée (utilisez {units})',
  'labs.valueNotPossible': '{marker} : {value} {unit} n’est pas une valeur possible (attendu entre {min} et {max} {canonical})',
  'labs.tooManyRowsFhir':
    'Le lot FHIR contient {count, number} résultats; importez-en au plus {max, number} à la fois (divisez le fichier).',
  'labs.tooManyRowsCsv':
    'Le fichier CSV contient {count, number} résultats; importez-en au plus {max, number} à la fois (divisez le fichier).',
  'labs.csvNoSuchColumn': 'Le fichier n’a pas de colonne « {column} »',
  'labs.csvColumnMissing': 'Choisissez la colonne qui contient {field}',
  'labs.csvField.date': 'la date du test',
  'labs.csvField.test': 'le nom du test',
  'labs.csvField.result': 'le résultat',
  'labs.csvField.unit': 'l’unité',
  'labs.csvRow': 'Ligne {line}',
  'labs.csvDate': 'la date « {date} » n’est pas une date (écrivez-la AAAA-MM-JJ)',
  'labs.csvDateAmbiguous': 'la date « {date} » peut se lire jour/mois ou mois/jour : écrivez-la AAAA-MM-JJ',
  'labs.csvDateFuture': 'la date est dans le futur',
  'labs.csvDatePast': 'la date est antérieure à 1900',
  'labs.csvUnknownTest': '« {test} » n’est pas un test que nous suivons (utilisez son nom, sa clé ou son code LOINC)',
  'labs.csvNoTest': 'le nom du test est vide',
  'labs.csvNotNumber':
    'le résultat « {value} » n’est pas un nombre (un résultat sous ou au-dessus de ce que le laboratoire mesure s’écrit <0,3 ou >90)',
  'labs.csvNoUnit': 'l’unité est manquante',
  'labs.csvNothingImported': 'Aucune ligne du fichier CSV n’a pu être importée',
  // Qualifie « le résultat » (masculin), comme l’écran des résultats (health.po, contexte « blood result »).
  'labs.band.low': 'Bas',
  'labs.band.normal': 'Normal',
  'labs.band.high': 'Élevé',
};
