struct Sample {}
