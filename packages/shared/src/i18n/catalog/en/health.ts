/** Health tracking messages made by shared rules: blood pressure categories, readings' and activities' checks, heart risk. */
export const health = {
  'health.bpCategory.normal': 'Normal',
  'health.bpCategory.elevated': 'Elevated',
  'health.bpCategory.stage1': 'Stage 1 hypertension',
  'health.bpCategory.stage2': 'Stage 2 hypertension',
  'health.bpCategory.crisis': 'Hypertensive crisis',

  'health.systolicNumber': 'Systolic must be a number',
  'health.systolicWhole': 'Systolic must be a whole number',
  'health.systolicRange': 'Systolic must be between 60 and 260 mm Hg',
  'health.diastolicNumber': 'Diastolic must be a number',
  'health.diastolicWhole': 'Diastolic must be a whole number',
  'health.diastolicRange': 'Diastolic must be between 30 and 160 mm Hg',
  'health.pulseNumber': 'Pulse must be a number',
  'health.pulseWhole': 'Pulse must be a whole number',
  'health.pulseRange': 'Pulse must be between 25 and 250 beats a minute',
  'health.measuredAtInvalid': 'measured_at must be a date and time (ISO 8601)',
  'health.armInvalid': 'Arm must be left or right',
  'health.systolicAboveDiastolic': 'Systolic must be higher than diastolic',
  'health.notesTooLong': 'Notes must be at most {max} characters',

  'health.testDateRequired': 'Test date is required',
  'health.testDateInvalid': 'Test date must be a calendar day (YYYY-MM-DD)',
  'health.labNameTooLong': 'Lab name must be at most {max} characters',
  'health.chooseMarker': 'Choose a marker',
  'health.valueNumber': 'Each value must be a number',
  'health.valueUnit': 'Each value needs a unit',
  'health.valuesRequired': 'Enter at least one value',
  'health.valuesTooMany': 'At most {max} values in one report',
  'health.csvMissing': 'Send the CSV text in "csv"',
  'health.csvEmpty': 'The CSV file is empty',
  'health.csvTooLarge': 'The CSV file is too large (1 MB at most)',
  'health.reportNotSaved': 'The lab report was not saved',
  'health.csvNotImported': 'The CSV file was not imported',
  'health.readingNotSaved': 'The reading was not saved',
  'health.heartRiskNotEstimated': 'The heart risk could not be estimated',
  'health.activityNotSaved': 'The activity was not saved',

  'health.activityDateRequired': 'Date is required',
  'health.activityDateInvalid': 'Date must be a calendar day (YYYY-MM-DD)',
  'health.activityTypeInvalid': 'Type must be one of {types}',
  'health.minutesNumber': 'Minutes must be a number',
  'health.minutesWhole': 'Minutes must be a whole number',
  'health.minutesRange': 'Minutes must be between 1 and 1440',
  'health.intensityInvalid': 'Intensity must be light, moderate or vigorous',

  'health.scenario.systolic': 'Systolic blood pressure at {systolic} mm Hg',
  'health.scenario.smoking': 'Not smoking',
  'health.scenario.cholesterol': 'Total cholesterol {total, number} mmol/L and HDL {hdl, number} mmol/L or better',
  'health.notApplicable.ageBelow30':
    'The Framingham model was built for people aged 30 to 74, so it cannot estimate your risk yet. Healthy habits now still pay off for decades.',
  'health.notApplicable.ageAbove74':
    'The Framingham model was built for people aged 30 to 74, so it cannot estimate your risk. Talk with your care team about your heart health.',
  'health.notApplicable.heartDiseaseOrStroke':
    'You have heart disease or have had a stroke on record: the guideline recommends treatment to lower your risk without a risk score. Talk with your care team about your targets.',
  'health.notApplicable.diabetes40OrOlder':
    'With diabetes at 40 or older, the guideline already recommends treatment to protect your heart without a risk score. Talk with your care team about your targets.',
  'health.notApplicable.chronicKidneyDisease':
    'With chronic kidney disease on record, the guideline already recommends treatment to protect your heart without a risk score. Talk with your care team about your targets.',
  'health.notApplicable.kidneyDiseaseFromEgfr':
    'Your eGFR has stayed below 60 for 3 months or more, which is how chronic kidney disease is recognized: the guideline already recommends treatment to protect your heart without a risk score. Talk with your care team about your kidneys and your targets.',
  'health.notApplicable.ldl5OrMore':
    'Your LDL cholesterol has been 5.0 mmol/L or higher: at this level the guideline recommends a statin whatever a risk score would say, and an inherited cause is worth looking for. Talk with your care team about treatment.',
  'health.notApplicable.diabetesFromLab40OrOlder':
    'Your lab result is in the diabetes range, and with diabetes at 40 or older the guideline already recommends treatment to protect your heart without a risk score. Without symptoms, a repeat test on another day confirms diabetes: talk with your care team about it and about your targets.',

  'health.bpFlag.low': 'Low (under 90/60)',
  'health.bpFlag.pulseLow': 'Pulse under 40',
  'health.bpFlag.pulseHigh': 'Pulse over 120',
  'health.bpCheck.low': 'Low: check',
  'health.bpCheck.pulseLow': 'Slow pulse: check',
  'health.bpCheck.pulseHigh': 'Fast pulse: check',
};
