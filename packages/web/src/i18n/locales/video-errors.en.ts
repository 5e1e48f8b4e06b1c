/**
 * What a patient reads when the video call fails, by the classes and reasons of seed 002 §8 (domain
 * `classifyVideoError`). Its own module so that the join page, which carries no i18next, loads this block and not the whole catalogue
 * (the `videoErrors` block of ./en.ts).
 */
export const videoErrorMessages = {
  title: {
    auth: 'This link cannot be used',
    connection: 'Connection problem',
    lifecycle: 'Camera or microphone problem',
    unknown: 'Something went wrong',
  },
  reason: {
    link_invalid: 'This link is not valid or has expired. Ask your clinician for a new link.',
    authentication_failed: 'This link could not be checked. Ask your clinician for a new link.',
    invalid_session: 'This video call is no longer available. Ask your clinician for a new link.',
    not_permitted: 'This link does not let you join the call. Ask your clinician for a new link.',
    network: 'We could not reach konsult. Check your internet connection and try again.',
    timeout: 'The connection took too long. Check your internet connection and try again.',
    ice_failed:
      'The video could not get through your network. Try another network, for example mobile data instead of Wi-Fi, and try again.',
    connection_lost: 'The connection was lost. Reload the page to join again.',
    server_unavailable: 'konsult is not answering right now. Wait a minute and try again.',
    permission_denied: 'Your browser blocked the camera or microphone. Allow them for this page and try again.',
    no_device: 'No camera or microphone was found. Connect one and try again.',
    device_busy: 'Your camera or microphone is being used by another app. Close that app and try again.',
    constraints: 'Your camera or microphone could not be started as needed. Try another camera, then try again.',
    not_supported:
      'This browser cannot make video calls. Open the link in an up-to-date Chrome, Edge, Firefox or Safari.',
    unknown: 'Something went wrong with the video call. Try again.',
  },
  tryAgain: 'Try again',
};
