/** The spec's Bluetooth messages (section 8), word for word. */
export const BLUETOOTH_MESSAGES = {
  notAvailableOnDevice: 'Bluetooth is not available on this device',
  browserUnsupportedTitle: 'Bluetooth Not Available',
  browserUnsupported:
    "Your browser doesn't support Web Bluetooth. Try using Chrome on Android or desktop.",
  accessFailed: 'Bluetooth Access Failed',
  error: 'Bluetooth Error',
  scanningUnsupported:
    'BLE scanning is not supported in this browser. Try enabling experimental web features.',
  noDevices: 'No BLE devices found',
  noBeacons: 'No beacons found',
  noRobotForBeacon: 'No registered robot found for this beacon',
  noStrongBeacons: 'No beacons with strong enough signal found',
  /** Not the spec's: the detail under accessFailed when the browser refused without saying why. */
  permissionNotGiven: 'Bluetooth permission was not given.',
} as const;
