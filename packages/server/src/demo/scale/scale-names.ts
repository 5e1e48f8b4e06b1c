import type { Country } from '@konsult/domain';

/**
 * What the scale generator draws people and places from, per market: enough names that a clinician's day reads like
 * a day (a hundred thousand patients come out as combinations of these), written as the market writes them.
 */
export type MarketNames = {
  female: readonly string[];
  male: readonly string[];
  family: readonly string[];
  /** Street, postcode and city. */
  places: readonly (readonly [string, string, string])[];
  language: string;
  phonePrefix: string;
};

export const SCALE_NAMES: Record<Country, MarketNames> = {
  SE: {
    female: ['Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Emma', 'Elin', 'Lena', 'Ingrid', 'Maja', 'Linnea', 'Fatima'],
    male: ['Lars', 'Johan', 'Erik', 'Anders', 'Per', 'Karl', 'Oskar', 'Nils', 'Mikael', 'Ali', 'Gustav', 'Henrik'],
    family: [
      'Andersson',
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Olsson',
      'Persson',
      'Svensson',
      'Gustafsson',
      'Lindqvist',
      'Bergström',
      'Hassan',
      'Öberg',
    ],
    places: [
      ['Sveavägen 12', '113 59', 'Stockholm'],
      ['Linnégatan 5', '413 04', 'Göteborg'],
      ['Södra Förstadsgatan 40', '211 43', 'Malmö'],
      ['Kungsgatan 27', '753 21', 'Uppsala'],
      ['Storgatan 8', '903 26', 'Umeå'],
    ],
    language: 'sv',
    phonePrefix: '+46 70',
  },
  GB: {
    female: ['Olivia', 'Amelia', 'Charlotte', 'Hannah', 'Priya', 'Chloe', 'Sophie', 'Grace', 'Aisha', 'Emily'],
    male: ['Oliver', 'George', 'Harry', 'Jack', 'Thomas', 'James', 'Mohammed', 'William', 'Daniel', 'Samuel'],
    family: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Evans',
      'Thomas',
      'Roberts',
      'Khan',
      'Patel',
      'Hughes',
      'Clarke',
    ],
    places: [
      ['27 Camden Road', 'NW1 9LR', 'London'],
      ['14 Headingley Lane', 'LS6 1BN', 'Leeds'],
      ['82 Soho Road', 'B21 9DP', 'Birmingham'],
      ['5 Clifton Vale', 'BS8 4PT', 'Bristol'],
      ['23 Cathedral Road', 'CF11 9HA', 'Cardiff'],
    ],
    language: 'en',
    phonePrefix: '+44 7700',
  },
  NO: {
    female: ['Ingrid', 'Nora', 'Emma', 'Sofie', 'Kari', 'Anne', 'Ida', 'Hanne', 'Marit', 'Sara'],
    male: ['Magnus', 'Erik', 'Ole', 'Lars', 'Jakob', 'Henrik', 'Kristian', 'Jonas', 'Per', 'Ahmed'],
    family: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Haugen', 'Berg', 'Dahl'],
    places: [
      ['Thereses gate 14', '0168', 'Oslo'],
      ['Kong Oscars gate 30', '5017', 'Bergen'],
      ['Olav Tryggvasons gate 20', '7011', 'Trondheim'],
      ['Kirkegata 8', '4006', 'Stavanger'],
      ['Storgata 55', '9008', 'Tromsø'],
    ],
    language: 'nb',
    phonePrefix: '+47 4',
  },
  FR: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Julie', 'Claire', 'Amina', 'Louise'],
    male: ['Lucas', 'Hugo', 'Louis', 'Julien', 'Nicolas', 'Thomas', 'Karim', 'Antoine', 'Mathieu', 'Pierre'],
    family: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Lefèvre',
      'Benali',
    ],
    places: [
      ['12 rue des Écoles', '75005', 'Paris'],
      ['8 place Bellecour', '69002', 'Lyon'],
      ['34 La Canebière', '13001', 'Marseille'],
      ['5 rue Sainte-Catherine', '33000', 'Bordeaux'],
      ['17 rue de la République', '59800', 'Lille'],
    ],
    language: 'fr',
    phonePrefix: '+33 6',
  },
  DE: {
    female: ['Anna', 'Lena', 'Laura', 'Julia', 'Sophie', 'Katharina', 'Marie', 'Sabine', 'Ayşe', 'Lea'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Paul', 'Thomas', 'Stefan', 'Michael', 'Mehmet', 'Jan'],
    family: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Schulz',
      'Yılmaz',
      'Koch',
    ],
    places: [
      ['Kastanienallee 12', '10435', 'Berlin'],
      ['Leopoldstraße 44', '80802', 'München'],
      ['Ehrenstraße 9', '50672', 'Köln'],
      ['Schanzenstraße 21', '20357', 'Hamburg'],
      ['Berger Straße 102', '60316', 'Frankfurt am Main'],
    ],
    language: 'de',
    phonePrefix: '+49 151',
  },
};
