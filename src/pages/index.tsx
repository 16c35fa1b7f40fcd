import HomePage from '@site/src/components/HomePage';

export default HomePage;
