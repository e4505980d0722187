import type { LandscapeSpec, SceneKind } from './painter/landscape';
import type { PaletteName } from './painter/palettes';

/**
 * The daily library's pictures: every kind of scene once in every palette (8 x 8), in an order
 * where both change from one day to the next, each with the message the solved board reveals.
 * They are painted by ./painter (made by this project, no third-party artwork) and stored the
 * first time they are asked for (./picture-store.ts).
 */

export interface LibraryPicture {
  scene: LandscapeSpec;
  message: string; // at most PICTURE_MESSAGE_MAX characters, like a gift's
}

type Row = readonly [SceneKind, PaletteName, string];

const ROWS: readonly Row[] = [
  ['meadow', 'morning', 'Good morning! May today be as fresh as a field of wildflowers and just as full of little surprises.'],
  ['mountains', 'noon', "Every big climb starts with one small step. Whatever mountain you face today, you've got this!"],
  ['seaside', 'sunset', 'Take a slow breath, like the waves at sunset. You did enough today, and that is plenty.'],
  ['village', 'night', 'Somewhere a window is glowing just for you. Sleep well, and wake up to something lovely.'],
  ['forest', 'autumn', "The trees are proof that letting go can be beautiful. Here's to a cozy, colorful day."],
  ['desert', 'winter', 'Snow in the desert? Anything can happen! Keep your eyes open for small miracles today.'],
  ['balloons', 'spring', 'Up, up and away! Let one worry float off today and fill the space with something joyful.'],
  ['lake', 'dusk', 'The day is settling down like a quiet lake. Thank you for being you.'],
  ['meadow', 'noon', 'Sunshine, green hills and a winding stream: a perfect day for a little walk and a big smile.'],
  ['mountains', 'sunset', 'From up here the world looks small and kind. Hope your evening is peaceful and warm.'],
  ['seaside', 'night', 'The boats are home and the stars are out. Rest easy: tomorrow is a brand-new tide.'],
  ['village', 'autumn', 'Warm socks, a hot drink and someone to share it with. Wishing you a snug autumn day.'],
  ['forest', 'winter', 'Snowy pines whisper the same thing every winter: slow down, breathe, and enjoy the quiet.'],
  ['desert', 'spring', 'Even in the desert, flowers find a way. So will you. Have a blooming good day!'],
  ['balloons', 'dusk', 'Balloons drifting into a violet sky: may your hopes rise just as gently tonight.'],
  ['lake', 'morning', 'A calm lake, a fresh start. Whatever yesterday was, today is yours to paint.'],
  ['meadow', 'sunset', "Golden hour is nature's way of saying 'well done'. Well done today!"],
  ['mountains', 'night', 'The mountains are sleeping and the stars keep watch. Sweet dreams and big plans.'],
  ['seaside', 'autumn', 'Sand between your toes and a breeze in your hair: may today feel like a little holiday.'],
  ['village', 'winter', 'Snow on the rooftops and smoke from the chimneys. Wishing you a home full of warmth.'],
  ['forest', 'spring', 'New leaves, new chances. Something good is growing in your life right now.'],
  ['desert', 'dusk', 'As the desert cools into evening, may your worries cool down too. You did great.'],
  ['balloons', 'morning', "Good morning! Today is a great day to lift someone's spirits, starting with your own."],
  ['lake', 'noon', 'Smooth sailing ahead! May every hour today go as easily as a boat on a sunny lake.'],
  ['meadow', 'night', "Stars above a sleepy meadow. Thank you for finishing today's puzzle: rest well."],
  ['mountains', 'autumn', 'Mountains in their autumn colors remind us that change can be breathtaking. Enjoy the view.'],
  ['seaside', 'winter', 'A chilly beach is still a beach! Bundle up, and keep a little summer in your heart.'],
  ['village', 'spring', 'Blossoms on every street and friends around every corner. Happy spring, neighbor!'],
  ['forest', 'dusk', 'The forest is tucking itself in for the night. Take a moment to do the same.'],
  ['desert', 'morning', 'A long road, a bright sun and cactus friends cheering you on. Go for it today!'],
  ['balloons', 'noon', "Life is better with a few balloons in it. Here's a whole sky full, just for you."],
  ['lake', 'sunset', "A sunset over the water is the sky's way of writing a thank-you note. Thank you!"],
  ['meadow', 'autumn', 'Crunchy leaves and a warm afternoon: may today be full of small, cozy joys.'],
  ['mountains', 'winter', 'Fresh snow on the peaks and a fresh page for you. What will you write today?'],
  ['seaside', 'spring', 'Spring at the seaside: bright umbrellas, bright skies, bright you!'],
  ['village', 'dusk', 'The lights are coming on in the village. Someone, somewhere, is glad you exist.'],
  ['forest', 'morning', 'Good morning from the forest! Stand tall like the pines and reach for the light.'],
  ['desert', 'noon', "It's a hot one! Stay cool, drink some water, and be proud of how far you've come."],
  ['balloons', 'sunset', "Let the balloons carry away today's worries. Tomorrow's sky is wide open."],
  ['lake', 'night', 'Moonlight on the water and a world at rest. Goodnight, and thank you for playing.'],
  ['meadow', 'winter', 'A quiet snowy meadow: the perfect reminder that rest is part of growing.'],
  ['mountains', 'spring', 'Spring melts even the highest snow. Be patient with yourself: good things are on their way.'],
  ['seaside', 'dusk', 'The tide goes out and comes back in, every single day. So does hope.'],
  ['village', 'morning', 'Good morning, sunshine! The whole village is waking up to wish you a wonderful day.'],
  ['forest', 'noon', 'Take a forest break: stretch, look up, and notice three good things around you.'],
  ['desert', 'sunset', "The desert glows at sunset as if it's proud of the day. You should be proud too."],
  ['balloons', 'night', 'Night balloons and twinkling stars: may your dreams float somewhere wonderful.'],
  ['lake', 'autumn', 'A lake in autumn is twice as lovely: once on the shore and once in the water. So are you.'],
  ['meadow', 'spring', "Wildflowers don't worry about blooming at the same time as the others. Bloom at your own pace."],
  ['mountains', 'dusk', "You reached the end of another day's climb. Sit back and enjoy the view."],
  ['seaside', 'morning', 'Morning at the beach: the sea is calm, the day is new, and the best umbrella is yours.'],
  ['village', 'noon', "Lunchtime in the village! Share a smile with someone today: it's the best kind of gift."],
  ['forest', 'sunset', 'Sunset through the trees, soft and golden. Wishing you a gentle evening.'],
  ['desert', 'night', 'Under a desert moon, even the cacti look friendly. Sleep tight!'],
  ['balloons', 'autumn', 'Balloons over autumn hills: a splash of color for your day. Keep shining!'],
  ['lake', 'winter', "Crisp air, calm water and a brave little boat. Here's to bold adventures, big and small."],
  ['meadow', 'dusk', 'As the meadow turns violet, remember: you made today count in your own way.'],
  ['mountains', 'morning', 'The mountains are calling and you are ready. Have a brilliant day!'],
  ['seaside', 'noon', 'Sun, sea and sails! May your day be breezy and your heart light.'],
  ['village', 'sunset', "Homeward bound at sunset: there's no place like home, and no one quite like you."],
  ['forest', 'night', 'The forest is quiet and the moon is bright. Tonight, let your thoughts rest like the trees.'],
  ['desert', 'autumn', 'Every long road has good stops along the way. Enjoy one today!'],
  ['balloons', 'winter', 'Balloons in the snow? Why not! A little silliness makes every winter day warmer.'],
  ['lake', 'spring', 'Blossoms on the shore and boats on the lake: spring is here, and so are you. Lovely!'],
];

/** The seed is the picture's place in the list: changing a message never moves a picture's trees. */
export const LIBRARY_PICTURES: readonly LibraryPicture[] = ROWS.map(([kind, palette, message], index) => ({
  scene: { kind, palette, seed: String(index) },
  message,
}));
