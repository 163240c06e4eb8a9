import type { health as en } from '../en/health.js';

export const health: Record<keyof typeof en, string> = {
  'health.bpCategory.normal': 'Normale',
  'health.bpCategory.elevated': 'Élevée',
  'health.bpCategory.stage1': 'Hypertension de stade 1',
  'health.bpCategory.stage2': 'Hypertension de stade 2',
  'health.bpCategory.crisis': 'Crise hypertensive',

  'health.systolicNumber': 'La systolique doit être un nombre',
  'health.systolicWhole': 'La systolique doit être un nombre entier',
  'health.systolicRange': 'La systolique doit être entre 60 et 260 mm Hg',
  'health.diastolicNumber': 'La diastolique doit être un nombre',
  'health.diastolicWhole': 'La diastolique doit être un nombre entier',
  'health.diastolicRange': 'La diastolique doit être entre 30 et 160 mm Hg',
  'health.pulseNumber': 'Le pouls doit être un nombre',
  'health.pulseWhole': 'Le pouls doit être un nombre entier',
  'health.pulseRange': 'Le pouls doit être entre 25 et 250 battements par minute',
  'health.measuredAtInvalid': 'measured_at doit être une date et une heure (ISO 8601)',
  'health.armInvalid': 'Le bras doit être le gauche ou le droit',
  'health.systolicAboveDiastolic': 'La systolique doit être plus élevée que la diastolique',
  'health.notesTooLong': 'Les notes doivent compter au plus {max} caractères',

  'health.testDateRequired': 'La date du test est obligatoire',
  'health.testDateInvalid': 'La date du test doit être un jour du calendrier (AAAA-MM-JJ)',
  'health.labNameTooLong': 'Le nom du laboratoire doit compter au plus {max} caractères',
  'health.chooseMarker': 'Choisissez un marqueur',
  'health.valueNumber': 'Chaque valeur doit être un nombre',
  'health.valueUnit': 'Chaque valeur doit avoir une unité',
  'health.valuesRequired': 'Entrez au moins une valeur',
  'health.valuesTooMany': 'Au plus {max} valeurs par rapport',
  'health.csvMissing': 'Envoyez le texte CSV dans « csv »',
  'health.csvEmpty': 'Le fichier CSV est vide',
  'health.csvTooLarge': 'Le fichier CSV est trop volumineux (1 Mo au maximum)',
  'health.reportNotSaved': 'Le rapport de laboratoire n’a pas été enregistré',
  'health.csvNotImported': 'Le fichier CSV n’a pas été importé',
  'health.readingNotSaved': 'La mesure n’a pas été enregistrée',
  'health.heartRiskNotEstimated': 'Le risque cardiovasculaire n’a pas pu être estimé',
  'health.activityNotSaved': 'L’activité n’a pas été enregistrée',

  'health.activityDateRequired': 'La date est obligatoire',
  'health.activityDateInvalid': 'La date doit être un jour du calendrier (AAAA-MM-JJ)',
  'health.activityTypeInvalid': 'Le type doit être l’un des suivants : {types}',
  'health.minutesNumber': 'Les minutes doivent être un nombre',
  'health.minutesWhole': 'Les minutes doivent être un nombre entier',
  'health.minutesRange': 'Les minutes doivent être entre 1 et 1 440',
  'health.intensityInvalid': 'L’intensité doit être légère, modérée ou élevée',

  'health.scenario.systolic': 'Pression artérielle systolique à {systolic} mm Hg',
  'health.scenario.smoking': 'Ne pas fumer',
  'health.scenario.cholesterol': 'Cholestérol total à {total, number} mmol/L et HDL à {hdl, number} mmol/L ou mieux',
  'health.notApplicable.ageBelow30':
    'Le modèle de Framingham a été conçu pour les personnes de 30 à 74 ans : il ne peut donc pas encore estimer votre risque. Les saines habitudes adoptées dès maintenant seront payantes pendant des décennies.',
  'health.notApplicable.ageAbove74':
    'Le modèle de Framingham a été conçu pour les personnes de 30 à 74 ans : il ne peut donc pas estimer votre risque. Parlez de votre santé cardiaque avec votre équipe de soins.',
  'health.notApplicable.heartDiseaseOrStroke':
    'Votre dossier indique une maladie du cœur ou un AVC : la ligne directrice recommande un traitement pour réduire votre risque, sans score de risque. Parlez de vos cibles avec votre équipe de soins.',
  'health.notApplicable.diabetes40OrOlder':
    'Avec un diabète à 40 ans ou plus, la ligne directrice recommande déjà un traitement pour protéger votre cœur, sans score de risque. Parlez de vos cibles avec votre équipe de soins.',
  'health.notApplicable.chronicKidneyDisease':
    'Votre dossier indique une maladie rénale chronique : la ligne directrice recommande déjà un traitement pour protéger votre cœur, sans score de risque. Parlez de vos cibles avec votre équipe de soins.',
  'health.notApplicable.kidneyDiseaseFromEgfr':
    'Votre DFGe est resté sous 60 pendant 3 mois ou plus, ce qui permet de reconnaître une maladie rénale chronique : la ligne directrice recommande déjà un traitement pour protéger votre cœur, sans score de risque. Parlez de vos reins et de vos cibles avec votre équipe de soins.',
  'health.notApplicable.ldl5OrMore':
    'Votre cholestérol LDL a atteint 5,0 mmol/L ou plus : à ce niveau, la ligne directrice recommande une statine quel que soit le score de risque, et il vaut la peine de chercher une cause héréditaire. Parlez du traitement avec votre équipe de soins.',
  'health.notApplicable.diabetesFromLab40OrOlder':
    'Votre résultat sanguin se situe dans la zone du diabète, et avec un diabète à 40 ans ou plus, la ligne directrice recommande déjà un traitement pour protéger votre cœur, sans score de risque. En l’absence de symptômes, un deuxième test un autre jour confirme le diabète : parlez-en avec votre équipe de soins, ainsi que de vos cibles.',

  'health.bpFlag.low': 'Basse (sous 90/60)',
  'health.bpFlag.pulseLow': 'Pouls sous 40',
  'health.bpFlag.pulseHigh': 'Pouls au-dessus de 120',
  'health.bpCheck.low': 'Basse : à vérifier',
  'health.bpCheck.pulseLow': 'Pouls lent : à vérifier',
  'health.bpCheck.pulseHigh': 'Pouls rapide : à vérifier',
};
