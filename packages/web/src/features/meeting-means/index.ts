// The meeting-means question for one-time web users: rendered by the app's consultation screen, inside finishing.
export { MeetingMeansQuestion } from './components/meeting-means-question';
