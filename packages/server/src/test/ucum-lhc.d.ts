// The UCUM validator of the U.S. National Library of Medicine ships no types; the tests use one call.
declare module '@lhncbc/ucum-lhc' {
  interface UcumLhcUtils {
    validateUnitString(unit: string, suggest?: boolean): { status: 'valid' | 'invalid' | 'error'; msg: string[] };
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
